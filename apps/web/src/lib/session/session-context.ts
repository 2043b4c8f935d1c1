import { createContext, useContext } from 'react';
import type { SessionStatus, UserDetails, UserInfo } from './session-types';

export type Session = {
  status: SessionStatus;
  /** The first userInfo entry; null while it loads or when logged out. */
  user: UserInfo | null;
  details: UserDetails | null;
  userId: string | null;
  accessToken: string | null;
  /** Logout (docs/api/session.md#logout): clear the cookie, empty the user, go to /. */
  logout: () => Promise<void>;
  /** Checks the cookie again, e.g. right after login, and reloads the user's details. */
  refresh: () => Promise<void>;
  /** For screens whose calls answer with a fresh cart, addresses, tickets or user info. */
  updateDetails: (update: (details: UserDetails) => UserDetails) => void;
};

/** The session's entry in the query cache. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
