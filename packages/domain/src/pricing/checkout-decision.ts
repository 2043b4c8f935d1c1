import { API_MESSAGES } from '../validation/api-messages';
import { MESSAGES } from '../validation/messages';
import { buysAPc } from './buys-a-pc';
import {
  type CheckoutCoupon,
  type CheckoutLine,
  type CheckoutTotals,
  checkoutTotals,
  couponRefusal,
} from './checkout-totals';

/** The provider takes no payment under ₹1. */
export const MINIMUM_PAYMENT_PAISE = 100;

/** Why checkout will not go on, in the shop's words, with the code the API answers it by. */
export type CheckoutRefusal = {
  code:
    | 'NO_DELIVERY_ADDRESS'
    | 'NOT_FOUND'
    | 'PHONE_UNVERIFIED'
    | 'PC_REQUIRED'
    | 'COUPON_NOT_FOUND'
    | 'COUPON_BELOW_MINIMUM';
  message: string;
};

export type CheckoutDecision =
  | { ok: true; totals: CheckoutTotals }
  | { ok: false; refusal: CheckoutRefusal };

/** A coupon named at checkout: usable (with its figures), none, or named but not usable. */
export type ChosenCoupon = CheckoutCoupon | null | 'not-usable';

/**
 * The totals with a coupon, or the coupon's refusal: one that is not usable (not the user's, spent,
 * expired), or whose minimum is above the PC subtotal (docs/api/checkout.md#coupons-at-checkout).
 */
export function quoteCheckout(
  lines: readonly CheckoutLine[],
  coupon: ChosenCoupon,
): CheckoutDecision {
  if (coupon === 'not-usable') {
    return {
      ok: false,
      refusal: { code: 'COUPON_NOT_FOUND', message: API_MESSAGES.couponNotFound },
    };
  }
  const totals = checkoutTotals({ lines, coupon });
  const belowMinimum = couponRefusal(coupon, totals.pcSubtotalPaise);
  if (belowMinimum) {
    return { ok: false, refusal: { code: 'COUPON_BELOW_MINIMUM', message: belowMinimum } };
  }
  return { ok: true, totals };
}

/**
 * Every refusal of a payment, in its order (docs/api/checkout.md#pay): the address, the phone, a
 * PC to buy, the coupon, then a total the provider takes. The checkout screen asks it with what it
 * knows before paying; the server's pay asks it again with what the database says.
 */
export function decideCheckout({
  address,
  phoneVerified,
  lines,
  coupon,
}: {
  /** 'unknown': an address named that is not the user's. */
  address: 'chosen' | 'none' | 'unknown';
  phoneVerified: boolean;
  lines: readonly CheckoutLine[];
  coupon: ChosenCoupon;
}): CheckoutDecision {
  const selectAddress = MESSAGES.checkout.selectDeliveryAddress;
  const refuse = (code: CheckoutRefusal['code'], message: string): CheckoutDecision => ({
    ok: false,
    refusal: { code, message },
  });
  if (address === 'none') return refuse('NO_DELIVERY_ADDRESS', selectAddress);
  if (address === 'unknown') return refuse('NOT_FOUND', selectAddress);
  if (!phoneVerified) return refuse('PHONE_UNVERIFIED', API_MESSAGES.phoneUnverified);
  if (!buysAPc(lines)) return refuse('PC_REQUIRED', MESSAGES.cart.addOnsNeedPc);
  const quoted = quoteCheckout(lines, coupon);
  if (!quoted.ok) return quoted;
  if (quoted.totals.grandTotalPaise < MINIMUM_PAYMENT_PAISE) {
    return refuse('PC_REQUIRED', MESSAGES.cart.addOnsNeedPc);
  }
  return quoted;
}
