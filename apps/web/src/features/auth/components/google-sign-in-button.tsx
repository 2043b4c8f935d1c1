import { googleSignInEndpoint } from '@shop/domain';
import { Google } from 'react-bootstrap-icons';
import { useClientConfig } from '../../../lib/use-client-config';

/** Google sign-in is offered only when the shop is configured for it (client-config googleSignIn). */
export function useGoogleSignInEnabled(): boolean {
  return useClientConfig()?.googleSignIn === true;
}

/**
 * A full-page trip through the server's OpenID Connect flow (docs/api/accounts.md#google-sign-in),
 * which comes back to returnTo with the session cookie set, or to /login?error=google.
 */
export function GoogleSignInButton({ returnTo }: { returnTo: string }) {
  const enabled = useGoogleSignInEnabled();
  if (!enabled) return null;
  return (
    <>
      <div className="auth-divider">or</div>
      <a
        className="btn btn-outline-light w-100 py-2"
        href={`${googleSignInEndpoint.path}?returnTo=${encodeURIComponent(returnTo)}`}
      >
        <Google aria-hidden="true" />
        Sign in with Google
      </a>
    </>
  );
}
