import { loginEndpoint, MESSAGES } from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedirectIfAuthenticated } from '../../app/guards/redirect-if-authenticated';
import { type Session, SessionContext } from '../../lib/session/session-context';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { anonymousSession, loggedInSession } from '../../test/fake-session';
import { CurrentPath, renderWithShell, testQueryClient } from '../../test/render-with-shell';
import { LoginPage } from './login-page';

const { auth } = MESSAGES;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function logIn(email = 'asha@example.in', password = 'Rig#forge1') {
  fill('Email', email);
  fill('Password', password);
  fireEvent.click(screen.getByRole('button', { name: /^Log(ging)? ?in/i }));
}

const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login', () => {
  it('refuses a malformed email before calling the server', async () => {
    const api = fakeApi().on(loginEndpoint, { message: auth.loggedIn, user_id: 'user-1' });
    renderWithShell(<LoginPage />, { path: '/login' });
    logIn('asha@', 'x');
    expect(screen.getByText(MESSAGES.validation.invalidEmail)).toBeTruthy();
    await advanceClock(50);
    expect(api.calls(loginEndpoint)).toHaveLength(0);
  });

  it('asks for a password before calling the server', async () => {
    const api = fakeApi().on(loginEndpoint, { message: auth.loggedIn, user_id: 'user-1' });
    renderWithShell(<LoginPage />, { path: '/login' });
    logIn('asha@example.in', '');
    expect(screen.getByText(MESSAGES.validation.invalidPassword)).toBeTruthy();
    await advanceClock(50);
    expect(api.calls(loginEndpoint)).toHaveLength(0);
  });

  it('shows wrong credentials for 2 s and stays on the screen', async () => {
    fakeApi().on(loginEndpoint, failWith(401, 'WRONG_CREDENTIALS', auth.wrongCredentials));
    renderWithShell(<LoginPage />, { path: '/login' });
    logIn();
    expect(await screen.findByText('Incorrect email or password. Please try again.')).toBeTruthy();
    await advanceClock(2_050);
    expect(screen.queryByText(auth.wrongCredentials)).toBeNull();
    expect(path()).toBe('/login');
  });

  it.each([
    [403, 'EMAIL_NOT_VERIFIED', auth.emailNotVerified],
    [429, 'RATE_LIMITED', auth.tooManyRequests],
  ] as const)(
    'answers %i %s with its message, then goes to /unauthorized',
    async (status, code, text) => {
      fakeApi().on(loginEndpoint, failWith(status, code, text));
      renderWithShell(<LoginPage />, { path: '/login' });
      logIn();
      expect(await screen.findByText(text)).toBeTruthy();
      await advanceClock(2_050);
      expect(path()).toBe('/unauthorized');
    },
  );

  it('shows the unexpected error for anything else', async () => {
    fakeApi().on(loginEndpoint, failWith(500, 'SERVER_ERROR', 'Internal'));
    renderWithShell(<LoginPage />, { path: '/login' });
    logIn();
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('says "Logged In Successfully!" and loads the session a second later', async () => {
    const api = fakeApi().on(loginEndpoint, { message: auth.loggedIn, user_id: 'user-1' });
    const refresh = vi.fn(async () => {});
    renderWithShell(<LoginPage />, { path: '/login', session: anonymousSession({ refresh }) });
    logIn(' asha@example.in ', 'Rig#forge1');
    expect(await screen.findByText('Logged In Successfully!')).toBeTruthy();
    expect(api.calls(loginEndpoint)).toEqual([
      { email: 'asha@example.in', password: 'Rig#forge1' },
    ]);
    expect(refresh).not.toHaveBeenCalled();
    await advanceClock(1_050);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('shows the Google failure sent back by the sign-in flow', async () => {
    fakeApi();
    renderWithShell(<LoginPage />, { path: '/login?error=google' });
    expect(screen.getByText('Google login failed. Please try again.')).toBeTruthy();
    await advanceClock(2_050);
    expect(screen.queryByText(auth.googleLoginFailed)).toBeNull();
  });

  it('offers Google sign-in when the shop has it configured, back to where the visitor was going', async () => {
    fakeApi({ googleSignIn: true });
    renderWithShell(<LoginPage />, { path: '/login' });
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/google?returnTo=%2Fprofile');
  });

  it('hides Google sign-in when the shop has it off', async () => {
    fakeApi({ googleSignIn: false });
    renderWithShell(<LoginPage />, { path: '/login' });
    await screen.findByRole('link', { name: '+91 98765 43210' });
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
  });

  it('links to sign up and forgot password', () => {
    fakeApi();
    renderWithShell(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
  });
});

/** A session that becomes logged in when refreshed, as the real one does after a login. */
function SessionThatLogsIn({ children }: { children: ReactNode }) {
  const [loggedIn, setLoggedIn] = useState(false);
  const session: Session = loggedIn
    ? loggedInSession()
    : anonymousSession({ refresh: async () => setLoggedIn(true) });
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

describe('after login', () => {
  it('goes back to the guarded screen that sent the visitor to /login', async () => {
    fakeApi().on(loginEndpoint, { message: auth.loggedIn, user_id: 'user-1' });
    render(
      <MemoryRouter
        initialEntries={[
          { pathname: '/login', state: { from: { pathname: '/checkout', search: '', hash: '' } } },
        ]}
      >
        <QueryClientProvider client={testQueryClient()}>
          <SessionThatLogsIn>
            <Routes>
              <Route element={<RedirectIfAuthenticated />}>
                <Route path="/login" element={<LoginPage />} />
              </Route>
              <Route path="/checkout" element={<h1>Checkout</h1>} />
            </Routes>
            <CurrentPath />
          </SessionThatLogsIn>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    logIn();
    expect(await screen.findByText(auth.loggedIn)).toBeTruthy();
    await advanceClock(1_050);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(path()).toBe('/checkout');
  });
});
