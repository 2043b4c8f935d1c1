import {
  type CartItem,
  type CheckoutTotals,
  CONFIGURATOR_DISCOUNT_PERCENT,
  couponRefusal,
  type DiscountInfo,
  PRICING_RATES,
  paiseToRupees,
  toCheckoutLines,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { useFormFeedback } from '../../../components/form-feedback';
import { hasErrorCode } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { pay } from '../api/pay';
import { updateCart } from '../api/update-cart';
import { paymentRefusal, toCheckoutCoupon } from '../checkout-rules';
import type { Address, Coupon, UserCart } from '../checkout-types';
import { paymentPage } from '../leave-for-payment';

type Choices = {
  cart: readonly CartItem[];
  address: Address | null;
  coupon: Coupon | null;
  totals: CheckoutTotals;
  onVerifyPhone: () => void;
  /** Where each cart updateCart answers goes: the one cart cache. */
  replaceCart: UserCart['replace'];
};

/** The server's refusals shown in its words, and no answer at all (which says so). */
const SHOWN_REFUSALS = [
  'NETWORK_ERROR',
  'NO_DELIVERY_ADDRESS',
  'NOT_FOUND',
  'ITEM_NOT_FOUND',
  'PC_REQUIRED',
  'COUPON_NOT_FOUND',
  'COUPON_BELOW_MINIMUM',
  'COUPON_HELD',
  'BAD_REQUEST',
  'UNREADABLE_ENVELOPE',
] as const;

/**
 * Proceed to Payment (docs/api/checkout.md#proceed-to-payment): the refusals first, then updateCart
 * once per item and pay, then off to the provider's page. The button stays disabled from the click
 * until the page changes or a refusal has been shown for its time: 3 s for the coupon's minimum,
 * 2 s for anything else.
 */
export function useProceedToPayment({
  cart,
  address,
  coupon,
  totals,
  onVerifyPhone,
  replaceCart,
}: Choices) {
  const { user, userId } = useSession();
  const feedback = useFormFeedback();

  async function proceed() {
    if (feedback.busy || !user || !userId) return;
    const refusal = paymentRefusal({
      addressChosen: address !== null,
      phoneVerified: user.verified === 1,
      lines: toCheckoutLines(cart),
    });
    if (refusal?.kind === 'verify-phone') return onVerifyPhone();
    if (refusal) return feedback.refuse(refusal.text);
    const couponProblem = coupon && couponRefusal(toCheckoutCoupon(coupon), totals.pcSubtotalPaise);
    if (couponProblem) return feedback.refuse(couponProblem, UI_TIMINGS_MS.couponRefusalDisplay);
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
        cart.map(async (line) => {
          const body = { id: line.itemid, discountInfo, ...(couponid ? { couponid } : {}) };
          replaceCart((await updateCart(body)).cart);
        }),
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
      // The button stays disabled: the page is about to change.
      paymentPage.open(answer.data.instrumentResponse.redirectInfo.url);
    } catch (error) {
      if (hasErrorCode(error, 'PHONE_UNVERIFIED')) {
        feedback.release();
        return onVerifyPhone();
      }
      if (hasErrorCode(error, ...SHOWN_REFUSALS)) {
        const coupons = hasErrorCode(error, 'COUPON_BELOW_MINIMUM');
        return feedback.refuse(
          error.message,
          coupons ? UI_TIMINGS_MS.couponRefusalDisplay : UI_TIMINGS_MS.messageDisplay,
        );
      }
      // Other failures are logged; the button comes back.
      console.error('Could not start the payment', error);
      feedback.release();
    }
  }

  return { proceed, busy: feedback.busy, message: feedback.message };
}
