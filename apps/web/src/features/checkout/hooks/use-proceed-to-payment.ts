import {
  type CartItem,
  type CheckoutTotals,
  paiseToRupees,
  toCheckoutLines,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { useFormFeedback } from '../../../components/form-feedback';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { pay } from '../api/pay';
import { paymentRefusal, toCheckoutCoupon } from '../checkout-rules';
import type { Address, Coupon } from '../checkout-types';
import { paymentPage } from '../leave-for-payment';

type Choices = {
  cart: readonly CartItem[];
  address: Address | null;
  coupon: Coupon | null;
  totals: CheckoutTotals;
  onVerifyPhone: () => void;
  /** The server no longer takes the coupon chosen (spent or expired meanwhile). */
  onCouponRefused: () => void;
};

/** The server's refusals shown in its words, and no answer at all (which says so). */
const SHOWN_REFUSALS = [
  'NETWORK_ERROR',
  'NO_DELIVERY_ADDRESS',
  'NOT_FOUND',
  'PC_REQUIRED',
  'COUPON_NOT_FOUND',
  'COUPON_BELOW_MINIMUM',
  'COUPON_HELD',
  'BAD_REQUEST',
  'UNREADABLE_ENVELOPE',
] as const;

/**
 * Proceed to Payment (docs/api/checkout.md#proceed-to-payment): the refusals first, then one call,
 * pay, which stores the lines it is for itself, then off to the provider's page. The button stays disabled from the click
 * until the page changes or a refusal has been shown for its time: 3 s for the coupon's minimum,
 * 2 s for anything else.
 */
export function useProceedToPayment({
  cart,
  address,
  coupon,
  totals,
  onVerifyPhone,
  onCouponRefused,
}: Choices) {
  const { user, userId } = useSession();
  const feedback = useFormFeedback();

  async function proceed() {
    if (feedback.busy || !user || !userId) return;
    const refusal = paymentRefusal({
      addressChosen: address !== null,
      phoneVerified: user.verified === 1,
      lines: toCheckoutLines(cart),
      coupon: coupon && toCheckoutCoupon(coupon),
    });
    if (refusal?.kind === 'verify-phone') return onVerifyPhone();
    if (refusal) {
      const { couponRefusalDisplay, messageDisplay } = UI_TIMINGS_MS;
      return feedback.refuse(refusal.text, refusal.coupon ? couponRefusalDisplay : messageDisplay);
    }
    if (!address) return;

    feedback.begin();
    try {
      const answer = await pay({
        userId,
        amount: Math.round(paiseToRupees(totals.grandTotalPaise)),
        deliveryAddress: address.address,
        name: `${user.firstname} ${user.lastname}`.trim(),
        number: user.number ?? '',
        addressid: String(address.addressid),
        ...(coupon ? { couponid: String(coupon.couponid) } : {}),
      });
      // The button stays disabled: the page is about to change.
      paymentPage.open(answer.data.instrumentResponse.redirectInfo.url);
    } catch (error) {
      if (hasErrorCode(error, 'PHONE_UNVERIFIED')) {
        feedback.release();
        return onVerifyPhone();
      }
      if (hasErrorCode(error, ...SHOWN_REFUSALS)) {
        // A coupon the server no longer takes is let go, so the next try goes without it.
        if (hasErrorCode(error, 'COUPON_BELOW_MINIMUM', 'COUPON_NOT_FOUND')) onCouponRefused();
        const belowMinimum = hasErrorCode(error, 'COUPON_BELOW_MINIMUM');
        return feedback.refuse(
          error.message,
          belowMinimum ? UI_TIMINGS_MS.couponRefusalDisplay : UI_TIMINGS_MS.messageDisplay,
        );
      }
      // Other failures are logged; the button comes back.
      console.error('Could not start the payment', error);
      feedback.release();
    }
  }

  return { proceed, busy: feedback.busy, message: feedback.message };
}
