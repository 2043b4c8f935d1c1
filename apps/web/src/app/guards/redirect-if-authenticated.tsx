import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { pathAfterLogin } from '../../lib/session/login-redirect';
import { useSession } from '../../lib/session/session-context';

/**
 * Logged-in users who open /login, /register or /forgotpassword go to /profile, or, right after
 * logging in, back to the guarded screen that sent them to /login.
 */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to={pathAfterLogin(location.state)} replace />;
  return <Outlet />;
}
