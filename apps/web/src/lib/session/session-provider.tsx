import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadOnFirstUse } from '../load-on-first-use';
import { SESSION_QUERY_KEY, type Session, SessionContext } from './session-context';
import type { BeforeUserDetails, SessionData, UserDetails } from './session-types';

// The session's calls and the API client load with the first of them, not at start-up.
const sessionCalls = loadOnFirstUse(() => import('./load-session'));

/** The session; `beforeUserDetails` is the guest cart's merge at sign-in, given by app/providers. */
export function SessionProvider({
  children,
  beforeUserDetails,
}: {
  children: ReactNode;
  beforeUserDetails?: BeforeUserDetails;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, refetch } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => sessionCalls.use(({ loadSession }) => loadSession(beforeUserDetails)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  // The user is emptied only once the visitor is on /: emptied while a guarded screen is still
  // showing (React Router renders navigations as transitions), its guard would send them to /login.
  const [loggingOut, setLoggingOut] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!loggingOut || pathname !== '/') return;
    queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, null);
    setLoggingOut(false);
  }, [loggingOut, pathname, queryClient]);

  const logout = useCallback(async () => {
    try {
      await sessionCalls.use(({ clearSessionCookie }) => clearSessionCookie());
    } catch (error) {
      console.error('Could not clear the session cookie', error);
    }
    setLoggingOut(true);
    navigate('/');
  }, [navigate]);

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const updateDetails = useCallback(
    (update: (details: UserDetails) => UserDetails) => {
      queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (current) =>
        current?.details ? { ...current, details: update(current.details) } : current,
      );
    },
    [queryClient],
  );

  const session = useMemo<Session>(() => {
    const details = data?.details ?? null;
    return {
      status: isPending ? 'loading' : data ? 'authenticated' : 'anonymous',
      user: details?.userInfo[0] ?? null,
      details,
      userId: data?.userId ?? null,
      accessToken: data?.accessToken ?? null,
      logout,
      refresh,
      updateDetails,
    };
  }, [data, isPending, logout, refresh, updateDetails]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
