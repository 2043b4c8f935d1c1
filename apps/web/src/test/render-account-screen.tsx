import type { UserDetails, UserInfo } from '@shop/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { type Session, SessionContext } from '../lib/session/session-context';
import { TEST_USER, testDetails } from './fake-session';
import { CurrentPath, testQueryClient } from './render-with-shell';

type Sections = Omit<UserDetails, 'userInfo'>;

/**
 * TEST_USER's record with the given lists. A screen's test may give only the fields its screen
 * reads: the record is handed to the session here, never sent through a call's contract.
 */
export function accountDetails(
  user: Partial<UserInfo> = {},
  rest: { [Section in keyof Sections]?: readonly object[] } = {},
): UserDetails {
  return {
    ...testDetails(),
    userInfo: [{ ...TEST_USER, ...user }],
    ...(rest as Partial<Sections>),
  };
}

/** A signed-in session held in state, as the real provider holds it. */
function StatefulSession({
  details,
  logout,
  refresh,
  children,
}: {
  details: UserDetails;
  logout: Session['logout'];
  refresh: Session['refresh'];
  children: ReactNode;
}) {
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
  const entries = [...history, path];
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <QueryClientProvider client={testQueryClient()}>
        <StatefulSession details={details} logout={logout} refresh={refresh}>
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
