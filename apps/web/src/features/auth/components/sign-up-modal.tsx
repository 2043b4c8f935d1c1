import { UI_TIMINGS_MS } from '@shop/domain';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Gift } from 'react-bootstrap-icons';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session/session-context';

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
 * SPEC §2/§6: logged-out visitors are asked to join 7 s after the page loads, once per browser
 * session, and never over the auth screens themselves (it waits until the visitor leaves them).
 */
export function SignUpModal() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const [open, setOpen] = useState(false);
  const onAuthScreen = AUTH_SCREENS.has(pathname);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), UI_TIMINGS_MS.signUpModalDelay);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!due || status !== 'anonymous' || onAuthScreen || seenThisSession()) return;
    markSeen();
    setOpen(true);
  }, [due, status, onAuthScreen]);

  const close = () => setOpen(false);

  return (
    <Modal
      show={open && status === 'anonymous' && !onAuthScreen}
      onHide={close}
      centered
      aria-labelledby="sign-up-modal-title"
    >
      <Modal.Header closeButton closeVariant="white">
        <Modal.Title id="sign-up-modal-title" as="h2" className="h4 fw-bold">
          Join RigForge
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex gap-3 align-items-start">
          <Gift aria-hidden="true" size={32} className="text-accent flex-shrink-0" />
          <p className="mb-0">
            Create a free account to save your builds, keep your cart on every device, track your
            orders and unlock member coupons.
          </p>
        </div>
      </Modal.Body>
      <Modal.Footer className="border-0 pt-0">
        <Button variant="outline-light" onClick={close}>
          Maybe later
        </Button>
        <Link to="/login" className="btn btn-accent" onClick={close}>
          Create a free account
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
