import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Session, useSession } from '../../lib/session/session-context';
import { SessionProvider } from '../../lib/session/session-provider';
import { fakeApi } from '../../test/fake-api';
import { anonymousSession, loggedInSession, testDetails } from '../../test/fake-session';
import { CurrentPath, renderWithShell, testQueryClient } from '../../test/render-with-shell';
import { RedirectIfAuthenticated } from './redirect-if-authenticated';
import { RequireAuth } from './require-auth';

function LoginScreen() {
  return <h1>Login screen</h1>;
}

const routes = (
  <Routes>
    <Route element={<RequireAuth />}>
      <Route path="/orders" element={<h1>Orders screen</h1>} />
    </Route>
    <Route element={<RedirectIfAuthenticated />}>
      <Route path="/login" element={<LoginScreen />} />
    </Route>
    <Route path="/profile" element={<h1>Profile screen</h1>} />
  </Routes>
);

describe('RequireAuth', () => {
  it('shows a full-screen spinner while the session is being checked', () => {
    renderWithShell(routes, { path: '/orders', session: anonymousSession({ status: 'loading' }) });
    expect(screen.getByTestId('full-screen-spinner')).toBeTruthy();
    expect(screen.queryByText('Orders screen')).toBeNull();
  });

  it('shows the guarded screen to a logged-in user', () => {
    renderWithShell(routes, { path: '/orders', session: loggedInSession() });
    expect(screen.getByRole('heading', { name: 'Orders screen' })).toBeTruthy();
  });

  it('sends a visitor to /login', () => {
    renderWithShell(routes, { path: '/orders' });
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/login');
  });
});

describe('RedirectIfAuthenticated', () => {
  it('sends a logged-in user from /login to /profile', () => {
    renderWithShell(routes, { path: '/login', session: loggedInSession() });
    expect(screen.getByRole('heading', { name: 'Profile screen' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/profile');
  });

  it('shows the login screen to a visitor', () => {
    renderWithShell(routes, { path: '/login' });
    expect(screen.getByRole('heading', { name: 'Login screen' })).toBeTruthy();
  });
});

const seen: { session?: Session } = {};

function SessionProbe() {
  seen.session = useSession();
  return <output data-testid="status">{seen.session.status}</output>;
}

describe('logout from a guarded screen', () => {
  it('lands on /, not on the login screen the guard would send a visitor to', async () => {
    fakeApi().signedIn(testDetails());
    render(
      <MemoryRouter initialEntries={['/addresses']}>
        <QueryClientProvider client={testQueryClient()}>
          <SessionProvider>
            <SessionProbe />
            <Routes>
              <Route element={<RequireAuth />}>
                <Route path="/addresses" element={<h1>My Addresses</h1>} />
              </Route>
              <Route path="/login" element={<h1>Login</h1>} />
              <Route path="/" element={<h1>Home</h1>} />
            </Routes>
            <CurrentPath />
          </SessionProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { name: 'My Addresses' });
    await act(() => seen.session?.logout());
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('anonymous'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByTestId('current-path').textContent).toBe('/');
  });
});
