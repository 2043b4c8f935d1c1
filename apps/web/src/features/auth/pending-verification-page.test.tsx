import { MESSAGES, resendVerificationEndpoint, verificationStatusEndpoint } from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/session/load-session';
import { SessionContext } from '../../lib/session/session-context';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi } from '../../test/fake-api';
import { anonymousSession } from '../../test/fake-session';
import { CurrentPath, renderWithShell, testQueryClient } from '../../test/render-with-shell';
import { PendingVerificationPage } from './pending-verification-page';

const PENDING = { pendingEmail: 'asha@example.in', verified: false };
const NOTHING_PENDING = { pendingEmail: null, verified: false };

const path = () => screen.getByTestId('current-path').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pending email verification', () => {
  it('asks at once, then every 5 s, showing the pending address', async () => {
    const api = fakeApi().on(verificationStatusEndpoint, PENDING);
    renderWithShell(<PendingVerificationPage />, { path: '/unauthorized' });
    expect(await screen.findByText('asha@example.in')).toBeTruthy();
    const asked = () => api.calls(verificationStatusEndpoint).length;
    const first = asked();
    await advanceClock(4_900);
    expect(asked()).toBe(first);
    await advanceClock(200);
    expect(asked()).toBe(first + 1);
    await advanceClock(5_000);
    expect(asked()).toBe(first + 2);
  });

  it('asks again at once after "I have verified, retry", then every 7 s', async () => {
    const api = fakeApi().on(verificationStatusEndpoint, PENDING);
    renderWithShell(<PendingVerificationPage />, { path: '/unauthorized' });
    await screen.findByText('asha@example.in');
    const asked = () => api.calls(verificationStatusEndpoint).length;
    fireEvent.click(screen.getByRole('button', { name: 'I have verified, retry' }));
    await advanceClock(50);
    const afterRetry = asked();
    await advanceClock(5_500);
    expect(asked()).toBe(afterRetry);
    await advanceClock(1_600);
    expect(asked()).toBe(afterRetry + 1);
  });

  it('goes to /login when no email is pending', async () => {
    fakeApi().on(verificationStatusEndpoint, NOTHING_PENDING);
    renderWithShell(<PendingVerificationPage />, { path: '/unauthorized' });
    await advanceClock(100);
    expect(path()).toBe('/login');
  });

  it('once verified, loads the session and goes back one step', async () => {
    let verified = false;
    fakeApi().on(verificationStatusEndpoint, () =>
      verified ? { ...PENDING, verified, user_id: 'user-1' } : PENDING,
    );
    const refresh = vi.fn(async () => {});
    render(
      <MemoryRouter initialEntries={['/register', '/unauthorized']} initialIndex={1}>
        <QueryClientProvider client={testQueryClient()}>
          <SessionContext.Provider value={anonymousSession({ refresh })}>
            <Routes>
              <Route path="/register" element={<h1>Sign Up</h1>} />
              <Route path="/unauthorized" element={<PendingVerificationPage />} />
            </Routes>
            <CurrentPath />
          </SessionContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByText('asha@example.in');
    verified = true;
    await advanceClock(5_100);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(path()).toBe('/register');
  });

  it('moves on logged in when the link was opened in another tab, which took the pending cookie', async () => {
    fakeApi().on(verificationStatusEndpoint, NOTHING_PENDING);
    const queryClient = testQueryClient();
    const refresh = vi.fn(async () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, {
        userId: 'user-1',
        accessToken: 't',
        details: null,
      });
    });
    render(
      <MemoryRouter initialEntries={['/register', '/unauthorized']} initialIndex={1}>
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={anonymousSession({ refresh })}>
            <Routes>
              <Route path="/register" element={<h1>Sign Up</h1>} />
              <Route path="/unauthorized" element={<PendingVerificationPage />} />
            </Routes>
            <CurrentPath />
          </SessionContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await advanceClock(100);
    expect(refresh).toHaveBeenCalled();
    expect(path()).toBe('/register');
  });

  it('goes to /profile once verified when there is no step to go back to', async () => {
    fakeApi().on(verificationStatusEndpoint, { pendingEmail: 'a@b.in', verified: true });
    renderWithShell(<PendingVerificationPage />, { path: '/unauthorized' });
    await advanceClock(100);
    expect(path()).toBe('/profile');
  });

  it('sends the link again on request', async () => {
    const api = fakeApi()
      .on(verificationStatusEndpoint, PENDING)
      .on(resendVerificationEndpoint, { message: 'Verification email sent.' });
    renderWithShell(<PendingVerificationPage />, { path: '/unauthorized' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByText('Verification email sent.')).toBeTruthy();
    expect(api.calls(resendVerificationEndpoint)).toHaveLength(1);
  });

  it("shows the server's refusal of one link too many", async () => {
    fakeApi()
      .on(verificationStatusEndpoint, PENDING)
      .on(resendVerificationEndpoint, failWith(429, 'RATE_LIMITED', MESSAGES.auth.tooManyRequests));
    renderWithShell(<PendingVerificationPage />, { path: '/unauthorized' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification link' }));
    expect(await screen.findByText(MESSAGES.auth.tooManyRequests)).toBeTruthy();
  });
});
