import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anonymousSession, loggedInSession } from '../../test/fake-session';
import { renderWithShell } from '../../test/render-with-shell';
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
