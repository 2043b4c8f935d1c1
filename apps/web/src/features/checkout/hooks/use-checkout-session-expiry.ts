import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * The checkout session (docs/api/checkout.md#checkout-session): once more than CHECKOUT_SESSION_MS
 * have passed since the first item's checkout time, the buyer goes back to /cart. Checked as soon
 * as the end is known, then by a timer for a buyer who stays on the page.
 */
export function useCheckoutSessionExpiry(sessionEnd: number | null): boolean {
  const navigate = useNavigate();
  const expired = sessionEnd !== null && Date.now() > sessionEnd;

  useEffect(() => {
    if (sessionEnd === null) return;
    const leave = () => navigate('/cart', { replace: true });
    const remaining = sessionEnd - Date.now();
    if (remaining < 0) {
      leave();
      return;
    }
    // +1: the session is over only when *more than* its length has passed.
    const timer = setTimeout(leave, remaining + 1);
    return () => clearTimeout(timer);
  }, [sessionEnd, navigate]);

  return expired;
}
