import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { type Session, SessionContext } from '../../../lib/session/session-context';
import type { UserDetails, UserInfo } from '../../../lib/session/session-types';
import { TEST_USER, testDetails } from '../../../test/fake-session';
import { CurrentPath, testQueryClient } from '../../../test/render-with-shell';

export function accountDetails(
  user: Partial<UserInfo> = {},
  rest: Partial<Omit<UserDetails, 'userInfo'>> = {},
): UserDetails {
  return { ...testDetails(), userInfo: [{ ...TEST_USER, ...user }], ...rest };
}

/**
 * A logged-in session held in state, so a screen's updateDetails shows on screen as it does with
 * the real provider; refresh and logout are spies.
 */
export function renderAccountScreen(
  screenElement: ReactNode,
  {
    path,
    route = path.split('?')[0] ?? path,
    details = accountDetails(),
    history = [],
  }: { path: string; route?: string; details?: UserDetails; history?: string[] },
) {
  const refresh = vi.fn(async () => {});
  const logout = vi.fn(async () => {});
  function StatefulSession({ children }: { children: ReactNode }) {
    const [current, setCurrent] = useState(details);
    const session: Session = {
      status: 'authenticated',
      user: current.userInfo[0] ?? null,
      details: current,
      userId: current.userInfo[0]?.id ?? null,
      accessToken: 'test-access-token',
      logout,
      refresh,
      updateDetails: (update) => setCurrent((value) => update(value)),
    };
    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  }
  const entries = [...history, path];
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <QueryClientProvider client={testQueryClient()}>
        <StatefulSession>
          <Routes>
            <Route path={route} element={screenElement} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <CurrentPath />
        </StatefulSession>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, refresh, logout };
}
