import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, useCallback, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { anonymousSession } from '../../../test/fake-session';
import { CurrentPath, testQueryClient } from '../../../test/render-with-shell';
import { type Session, SessionContext } from '../../session/session-context';
import type { UserDetails } from '../../session/session-types';

/**
 * For tests only: a screen at `path` with a session held in state, so updateDetails shows as
 * with the real provider (the navbar count reads it). Logged out unless details are given.
 */
export function renderWithCartSession(
  screenElement: ReactNode,
  { path, details }: { path: string; details?: UserDetails },
) {
  const sessionChanges: UserDetails[] = [];
  function StatefulSession({ children }: { children: ReactNode }) {
    const [current, setCurrent] = useState(details ?? null);
    // Stable, as the real provider's is: screens list it in their effects' dependencies.
    const updateDetails = useCallback((update: (value: UserDetails) => UserDetails) => {
      setCurrent((value) => {
        if (!value) return value;
        const next = update(value);
        sessionChanges.push(next);
        return next;
      });
    }, []);
    const user = current?.userInfo[0] ?? null;
    const session: Session = current
      ? {
          ...anonymousSession(),
          status: 'authenticated',
          user,
          details: current,
          userId: user?.id ?? null,
          accessToken: 't',
          updateDetails,
        }
      : anonymousSession();
    return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={testQueryClient()}>
        <StatefulSession>
          <Routes>
            <Route path={path.split('?')[0]} element={screenElement} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <CurrentPath />
        </StatefulSession>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...view, sessionChanges };
}
