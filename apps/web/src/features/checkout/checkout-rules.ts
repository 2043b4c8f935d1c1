import {
  type CartItem,
  CHECKOUT_SESSION_MS,
  type CheckoutCoupon,
  type CheckoutLine,
  type CheckoutTotals,
  MESSAGES,
  rupeesToPaise,
} from '@shop/domain';
import type { Coupon } from '../../lib/session/session-types';
import type { Quote } from './api/quote';

/** A custom build or a pre-built; everything else in a cart is an add-on. */
export const isPcLine = (line: Pick<CartItem, 'itemType'>): boolean =>
  line.itemType === 'PC' || line.itemType === 'PB';

export const isInStock = (line: Pick<CartItem, 'stock'>): boolean => line.stock === 'Y';

export function toCheckoutLines(cart: readonly CartItem[]): CheckoutLine[] {
  return cart.map((line) => ({
    kind: isPcLine(line) ? 'pc' : 'addon',
    unitPricePaise: rupeesToPaise(line.updatedPrice),
    qty: line.qty,
    inStock: isInStock(line),
  }));
}

export function toCheckoutCoupon(coupon: Coupon): CheckoutCoupon {
  return {
    valuePaise: rupeesToPaise(coupon.value),
    minPurchaseValuePaise: rupeesToPaise(coupon.minPurchaseValue ?? 0),
  };
}

/** Choosing the chosen card again lets go of it (SPEC §5). */
export function toggled<Id>(current: Id | null, chosen: Id): Id | null {
  return current === chosen ? null : chosen;
}

/**
 * When the checkout session ends (epoch ms): CHECKOUT_SESSION_MS after the first item's checkout
 * time (SPEC §4), or null when no item carries one yet.
 */
export function checkoutSessionEnd(cart: readonly CartItem[]): number | null {
  const stamped = cart.find((line) => line.checkouttime);
  const started = stamped?.checkouttime ? Date.parse(stamped.checkouttime) : Number.NaN;
  return Number.isNaN(started) ? null : started + CHECKOUT_SESSION_MS;
}

export type PaymentRefusal = { kind: 'message'; text: string } | { kind: 'verify-phone' };

/** SPEC §5 payment rules, in the spec's order; null when the payment may go ahead. */
export function paymentRefusal({
  addressChosen,
  phoneVerified,
  pcSubtotalPaise,
}: {
  addressChosen: boolean;
  phoneVerified: boolean;
  pcSubtotalPaise: number;
}): PaymentRefusal | null {
  if (!addressChosen) return { kind: 'message', text: MESSAGES.checkout.selectDeliveryAddress };
  if (!phoneVerified) return { kind: 'verify-phone' };
  if (pcSubtotalPaise <= 0) return { kind: 'message', text: MESSAGES.cart.addOnsNeedPc };
  return null;
}

const paiseOf = (paise: number | undefined, rupees: number) => paise ?? rupeesToPaise(rupees);

/** The server's quote in the shape the totals are shown in, from its exact paise where given. */
export function quoteToTotals(quote: Quote): CheckoutTotals {
  const couponDiscountPaise = paiseOf(quote.couponDiscountPaise, quote.couponDiscount);
  return {
    pcSubtotalPaise: paiseOf(quote.pcSubtotalPaise, quote.pcSubtotal),
    addonSubtotalPaise: paiseOf(quote.addonSubtotalPaise, quote.addonSubtotal),
    couponApplies: quote.couponApplies ?? couponDiscountPaise !== 0,
    couponDiscountPaise,
    totalPaise: paiseOf(quote.totalPaise, quote.total),
    taxableValuePaise: paiseOf(quote.taxableValuePaise, quote.taxableValue),
    gstPaise: paiseOf(quote.gstPaise, quote.gst),
    platformFeePaise: paiseOf(quote.platformFeePaise, quote.platformFee),
    grandTotalPaise: paiseOf(quote.grandTotalPaise, quote.grandTotal),
  };
}
