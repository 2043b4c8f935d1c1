import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import type { LoginRedirectState } from '../../lib/session/login-redirect';
import { useSession } from '../../lib/session/session-context';

/**
 * The guard (docs/api/screens.md#guards): spinner while the session is unknown, the screen when
 * logged in, else /login.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Outlet />;
  const state: LoginRedirectState = { from: location };
  return <Navigate to="/login" replace state={state} />;
}
