import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { type Session, SessionContext } from '../lib/session/session-context';
import { anonymousSession } from './fake-session';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders a piece of the shell with a given session, without the session provider's calls. */
export function renderWithShell(
  ui: ReactNode,
  { session = anonymousSession(), path = '/' }: { session?: Session; path?: string } = {},
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={testQueryClient()}>
        <SessionContext.Provider value={session}>
          {ui}
          <CurrentPath />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Shows the router's current location so tests can assert where a click or redirect went. */
export function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}
