import { UI_TIMINGS_MS } from '@shop/domain';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyOnFirstUse, loadOnFirstUse } from '../../../lib/load-on-first-use';
import { useSession } from '../../../lib/session/session-context';

const signUpDialog = loadOnFirstUse(() => import('./sign-up-dialog'));
const SignUpDialog = lazyOnFirstUse(signUpDialog, (module) => module.SignUpDialog);

/** Set once the modal has been shown, so it opens at most once per browser session. */
export const SIGN_UP_MODAL_SEEN_KEY = 'shop.signUpModalSeen';

const AUTH_SCREENS = new Set([
  '/login',
  '/register',
  '/forgotpassword',
  '/reset-password',
  '/unauthorized',
]);

function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SIGN_UP_MODAL_SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(SIGN_UP_MODAL_SEEN_KEY, '1');
  } catch {
    // Storage blocked: the modal may show again on the next load, which is harmless.
  }
}

/**
 * Logged-out visitors are asked to join 7 s after the page loads
 * (docs/api/screens.md#sign-up-modal), once per browser session, and never over the auth screens
 * themselves (it waits until the visitor leaves them).
 */
export function SignUpModal() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted so it can fade out when closed.
  const [opened, setOpened] = useState(false);
  const onAuthScreen = AUTH_SCREENS.has(pathname);

  useEffect(() => {
    // Fetched while the visitor reads, after start-up, so the dialog opens on the second.
    signUpDialog
      .load()
      .catch((error: unknown) => console.error('Could not load the sign-up dialog', error));
    const timer = setTimeout(() => setDue(true), UI_TIMINGS_MS.signUpModalDelay);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!due || status !== 'anonymous' || onAuthScreen || seenThisSession()) return;
    markSeen();
    setOpen(true);
    setOpened(true);
  }, [due, status, onAuthScreen]);

  const close = () => setOpen(false);

  if (!opened) return null;
  // The dialog and its modal machinery are not part of the start-up JavaScript
  // (docs/decisions/056-initial-javascript-budget.md).
  return (
    <Suspense fallback={null}>
      <SignUpDialog show={open && status === 'anonymous' && !onAuthScreen} onClose={close} />
    </Suspense>
  );
}
