import { UI_TIMINGS_MS } from '@shop/domain';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyOnFirstUse, loadOnFirstUse } from '../../../lib/load-on-first-use';
import { useSession } from '../../../lib/session/session-context';

const signUpDialog = loadOnFirstUse(() => import('./sign-up-dialog'));
const SignUpDialog = lazyOnFirstUse(signUpDialog, (module) => module.SignUpDialog);

/** Set once the modal has been shown, so it opens at most once per browser session. */
export const SIGN_UP_MODAL_SEEN_KEY = 'shop.signUpModalSeen';

/**
 * How long the dialog is given to fade out before it is taken out of the page regardless: its fade
 * takes 0.15 s and its box's slide 0.3 s (Bootstrap's modal).
 */
export const SIGN_UP_DIALOG_FADE_LIMIT_MS = 1_000;

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
  // Once opened, the dialog stays mounted while it fades out, then leaves for good.
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

  const show = open && status === 'anonymous' && !onAuthScreen;

  useEffect(() => {
    if (show || !opened) return;
    // Hidden once, it stays hidden (docs/api/screens.md#sign-up-modal).
    setOpen(false);
    // react-bootstrap ends the fade on the dialog's own transitionend, with a timer standing in
    // should none come; but any transition ending inside the dialog (a button's hover colour)
    // cancels that timer (react-bootstrap issue #6153). Were the dialog's own end then lost, the
    // faded dialog would stay over the page, catching every click, and the page would not scroll.
    const timer = setTimeout(() => setOpened(false), SIGN_UP_DIALOG_FADE_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [show, opened]);

  const close = () => setOpen(false);

  if (!opened) return null;
  // The dialog and its modal machinery are not part of the start-up JavaScript
  // (docs/decisions/056-initial-javascript-budget.md).
  return (
    <Suspense fallback={null}>
      <SignUpDialog show={show} onClose={close} />
    </Suspense>
  );
}
