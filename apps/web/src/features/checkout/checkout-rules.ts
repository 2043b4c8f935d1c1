import {
  buysAPc,
  type CartItem,
  CHECKOUT_SESSION_MS,
  type CheckoutCoupon,
  type CheckoutLine,
  MESSAGES,
  rupeesToPaise,
} from '@shop/domain';
import type { Coupon } from './checkout-types';

export function toCheckoutCoupon(coupon: Coupon): CheckoutCoupon {
  return {
    valuePaise: rupeesToPaise(coupon.value),
    minPurchaseValuePaise: rupeesToPaise(coupon.minPurchaseValue ?? 0),
  };
}

/** Choosing the chosen card again lets go of it. */
export function toggled<Id>(current: Id | null, chosen: Id): Id | null {
  return current === chosen ? null : chosen;
}

/**
 * When the checkout session ends (epoch ms): CHECKOUT_SESSION_MS after the first item's checkout
 * time (docs/api/checkout.md#checkout-session), or null when no item carries one yet.
 */
export function checkoutSessionEnd(cart: readonly CartItem[]): number | null {
  const stamped = cart.find((line) => line.checkouttime);
  const started = stamped?.checkouttime ? Date.parse(stamped.checkouttime) : Number.NaN;
  return Number.isNaN(started) ? null : started + CHECKOUT_SESSION_MS;
}

export type PaymentRefusal = { kind: 'message'; text: string } | { kind: 'verify-phone' };

/**
 * The payment rules, in order (docs/api/checkout.md#proceed-to-payment); null when the payment may
 * go ahead.
 */
export function paymentRefusal({
  addressChosen,
  phoneVerified,
  lines,
}: {
  addressChosen: boolean;
  phoneVerified: boolean;
  lines: readonly CheckoutLine[];
}): PaymentRefusal | null {
  if (!addressChosen) return { kind: 'message', text: MESSAGES.checkout.selectDeliveryAddress };
  if (!phoneVerified) return { kind: 'verify-phone' };
  if (!buysAPc(lines)) return { kind: 'message', text: MESSAGES.cart.addOnsNeedPc };
  return null;
}
