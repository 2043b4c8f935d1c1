import { Navigate, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner';
import { useSession } from '../../lib/session/session-context';

/** SPEC §2: logged-in users who open /login, /register or /forgotpassword go to /profile. */
export function RedirectIfAuthenticated() {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'authenticated') return <Navigate to="/profile" replace />;
  return <Outlet />;
}
