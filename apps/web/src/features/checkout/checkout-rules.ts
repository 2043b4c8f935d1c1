import {
  API_MESSAGES,
  type CartItem,
  CHECKOUT_SESSION_MS,
  type CheckoutAnswer,
  type CheckoutCoupon,
  type CheckoutLine,
  type CheckoutQuote,
  decideCheckout,
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

type Quotes = Pick<CheckoutAnswer, 'quote' | 'couponQuotes'>;

/**
 * The server's totals for the coupon chosen, from what checkout opened with; without a coupon, or
 * with one that does not apply, the totals without.
 */
export function quoteFor(quotes: Quotes, couponId: string | null): CheckoutQuote {
  const chosen = quotes.couponQuotes.find((each) => each.couponid === couponId);
  return chosen?.applies ? chosen.quote : quotes.quote;
}

/**
 * Why a coupon cannot be chosen, in the server's words: under its minimum, or not usable at all
 * (spent, expired: checkout opened without a quote for it). Null when it applies.
 */
export function couponChoiceRefusal(quotes: Quotes, couponId: string): string | null {
  const chosen = quotes.couponQuotes.find((each) => each.couponid === couponId);
  if (!chosen) return API_MESSAGES.couponNotFound;
  return chosen.applies ? null : chosen.message;
}

export type PaymentRefusal =
  | { kind: 'message'; text: string; coupon: boolean }
  | { kind: 'verify-phone' };

/**
 * The payment's refusals the screen can tell before asking the server, in the order the server
 * has them (decideCheckout in @shop/domain); null when the payment may go ahead.
 */
export function paymentRefusal({
  addressChosen,
  phoneVerified,
  lines,
  coupon,
}: {
  addressChosen: boolean;
  phoneVerified: boolean;
  lines: readonly CheckoutLine[];
  coupon: CheckoutCoupon | null;
}): PaymentRefusal | null {
  const decided = decideCheckout({
    address: addressChosen ? 'chosen' : 'none',
    phoneVerified,
    lines,
    coupon,
  });
  if (decided.ok) return null;
  const { code, message } = decided.refusal;
  if (code === 'PHONE_UNVERIFIED') return { kind: 'verify-phone' };
  return { kind: 'message', text: message, coupon: code === 'COUPON_BELOW_MINIMUM' };
}
