import {
  type CartItem,
  type CheckoutTotals,
  CONFIGURATOR_DISCOUNT_PERCENT,
  COUPON_MINIMUM_TEMPLATE,
  couponRefusal,
  PRICING_RATES,
  paiseToRupees,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { useFormFeedback } from '../../../components/form-feedback';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import type { Address, Coupon } from '../../../lib/session/session-types';
import { pay } from '../api/pay';
import { type DiscountInfo, updateCart } from '../api/update-cart';
import { paymentRefusal, toCheckoutCoupon } from '../checkout-rules';
import { leaveForPayment } from '../leave-for-payment';

type Choices = {
  cart: readonly CartItem[];
  address: Address | null;
  coupon: Coupon | null;
  totals: CheckoutTotals;
  onVerifyPhone: () => void;
};

/** The 403 of a buyer whose phone is not verified (any other 403 is a plain refusal). */
const PHONE_UNVERIFIED = 'PHONE_UNVERIFIED';
const SHOWN_REFUSALS = [0, 400, 404, 409];

const COUPON_MESSAGE_START = COUPON_MINIMUM_TEMPLATE.slice(0, COUPON_MINIMUM_TEMPLATE.indexOf('₹'));

/** The coupon refusal stays up for 3 s (SPEC §5); every other message for 2 s. */
const displayTime = (text: string) =>
  text.startsWith(COUPON_MESSAGE_START)
    ? UI_TIMINGS_MS.couponRefusalDisplay
    : UI_TIMINGS_MS.messageDisplay;

/**
 * Proceed to Payment (SPEC §5, §7): the refusals first, then updateCart once per item and pay,
 * then off to the provider's page. The button stays disabled from the click until the page
 * changes or a refusal has been shown for its time.
 */
export function useProceedToPayment({ cart, address, coupon, totals, onVerifyPhone }: Choices) {
  const { user, userId } = useSession();
  const feedback = useFormFeedback();

  async function proceed() {
    if (feedback.busy || !user || !userId) return;
    const refusal = paymentRefusal({
      addressChosen: address !== null,
      phoneVerified: user.verified === 1,
      pcSubtotalPaise: totals.pcSubtotalPaise,
    });
    if (refusal?.kind === 'verify-phone') return onVerifyPhone();
    if (refusal) return feedback.refuse(refusal.text);
    const couponProblem = coupon && couponRefusal(toCheckoutCoupon(coupon), totals.pcSubtotalPaise);
    if (couponProblem) return feedback.refuse(couponProblem, displayTime(couponProblem));
    if (!address) return;

    feedback.begin();
    const amount = Math.round(paiseToRupees(totals.grandTotalPaise));
    const discountInfo: DiscountInfo = {
      couponDiscount: paiseToRupees(totals.couponDiscountPaise),
      amount,
      profit: PRICING_RATES.profitPercent,
      discount: CONFIGURATOR_DISCOUNT_PERCENT,
    };
    try {
      const couponid = coupon ? String(coupon.couponid) : undefined;
      await Promise.all(
        cart.map((line) =>
          updateCart({ id: line.itemid, discountInfo, ...(couponid ? { couponid } : {}) }),
        ),
      );
      const answer = await pay({
        userId,
        amount,
        deliveryAddress: address.address,
        name: `${user.firstname} ${user.lastname}`.trim(),
        number: user.number ?? '',
        addressid: String(address.addressid),
        ...(couponid ? { couponid } : {}),
      });
      const url = answer?.data?.instrumentResponse?.redirectInfo?.url;
      if (!answer?.success || !url) throw new Error('The payment answer named no page to go to');
      // The button stays disabled: the page is about to change.
      leaveForPayment(url);
    } catch (error) {
      if (error instanceof ApiError && error.message === PHONE_UNVERIFIED) {
        feedback.release();
        return onVerifyPhone();
      }
      // The server's refusals in its words (address, add-ons, coupon, a coupon held by another
      // payment); no answer at all says so.
      if (error instanceof ApiError && SHOWN_REFUSALS.includes(error.status)) {
        return feedback.refuse(error.message, displayTime(error.message));
      }
      // SPEC §8: other failures are logged; the button comes back.
      console.error('Could not start the payment', error);
      feedback.release();
    }
  }

  return { proceed, busy: feedback.busy, message: feedback.message };
}
