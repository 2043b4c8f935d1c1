import { PAYMENT_POLLING, PAYMENT_STATUS_CODES } from '@shop/domain';

const MOST_ASKS = PAYMENT_POLLING.maxRetries + 1;
const SECONDS_BETWEEN = PAYMENT_POLLING.intervalMs / 1000;

/**
 * What the Verifying Payment screen says while it waits (docs/decisions/106-a-payment-screen-that-moves.md):
 * what is being asked, how many times and for how long, and at once when the provider answers
 * that the payment is pending.
 */
export function ValidationProgress({ code, asks }: { code: string | null; asks: number }) {
  const waitedSeconds = Math.max(0, asks - 1) * SECONDS_BETWEEN;
  const mostSeconds = (MOST_ASKS - 1) * SECONDS_BETWEEN;
  return (
    <div className="payment-progress">
      <progress
        className="payment-progress-bar"
        value={asks}
        max={MOST_ASKS}
        aria-label="Checks of your payment"
        aria-valuetext={`Check ${asks} of at most ${MOST_ASKS}`}
      />
      <p className="payment-status-line mb-1" aria-live="polite">
        {code === PAYMENT_STATUS_CODES.pending
          ? 'Your payment is pending: the payment provider has not confirmed it yet. We ask again every 5 seconds.'
          : code === PAYMENT_STATUS_CODES.serverError
            ? 'The payment provider did not answer. We ask again every 5 seconds.'
            : 'Asking the payment provider whether your payment went through...'}
      </p>
      {asks > 0 && (
        <p className="small text-secondary mb-0">
          Checked {asks} {asks === 1 ? 'time' : 'times'} in {waitedSeconds} s; we keep asking for up
          to {mostSeconds} s.
        </p>
      )}
    </div>
  );
}
