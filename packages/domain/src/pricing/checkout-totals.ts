import { PRICING_RATES } from '../constants';
import { assertPaise, type Paise, paiseToRupees } from '../money';
import { couponMinimumMessage } from '../validation/messages';
import { divideRoundingHalfUp } from './price-formulas';

/**
 * The checkout's figures (docs/api/checkout.md#totals), in whole paise. The web shows them and the
 * server charges them: one function, so the two can never disagree. Rounding (halves up) happens
 * only in the pricing helpers.
 */

export type CheckoutLine = {
  kind: 'pc' | 'addon';
  /** Price of one, as the server priced it. */
  unitPricePaise: Paise;
  qty: number;
  /** Out-of-stock lines are shown but not counted. */
  inStock: boolean;
};

export type CheckoutCoupon = {
  /** Negative is a deduction, positive an addition. */
  valuePaise: Paise;
  minPurchaseValuePaise: Paise;
};

export type CheckoutTotals = {
  pcSubtotalPaise: Paise;
  addonSubtotalPaise: Paise;
  /** False when there is no coupon or its minimum is above the PC subtotal. */
  couponApplies: boolean;
  /** The coupon's value as applied, signed like the coupon (negative is a deduction); else 0. */
  couponDiscountPaise: Paise;
  /** Subtotals plus the coupon, never below zero; GST is inside it. */
  totalPaise: Paise;
  /** total / 1.18. */
  taxableValuePaise: Paise;
  /** total - taxable value. */
  gstPaise: Paise;
  /** 2 percent of the total, as the rounding of the grand total leaves it: grand total - total. */
  platformFeePaise: Paise;
  /** round(1.02 x total) to whole rupees: what the payment charges. */
  grandTotalPaise: Paise;
};

function lineValue(line: CheckoutLine): Paise {
  if (!Number.isSafeInteger(line.qty) || line.qty < 0) {
    throw new RangeError(`A quantity must be a whole number, got ${line.qty}`);
  }
  return assertPaise(line.unitPricePaise) * line.qty;
}

function subtotal(lines: readonly CheckoutLine[], kind: CheckoutLine['kind']): Paise {
  return lines
    .filter((line) => line.kind === kind && line.inStock)
    .reduce((sum, line) => sum + lineValue(line), 0);
}

/** A coupon applies only when its minimum purchase value is at most the PC subtotal. */
export function couponAppliesTo(coupon: CheckoutCoupon, pcSubtotalPaise: Paise): boolean {
  return assertPaise(coupon.minPurchaseValuePaise) <= pcSubtotalPaise;
}

/**
 * The refusal for a coupon whose minPurchaseValue exceeds the PC subtotal ("...purchases of ₹50,000
 * or more..."), or null when the coupon may be used (or there is none).
 */
export function couponRefusal(
  coupon: CheckoutCoupon | null | undefined,
  pcSubtotalPaise: Paise,
): string | null {
  if (!coupon || couponAppliesTo(coupon, pcSubtotalPaise)) return null;
  return couponMinimumMessage(paiseToRupees(coupon.minPurchaseValuePaise));
}

export function checkoutTotals({
  lines,
  coupon,
}: {
  lines: readonly CheckoutLine[];
  coupon?: CheckoutCoupon | null | undefined;
}): CheckoutTotals {
  const pcSubtotalPaise = subtotal(lines, 'pc');
  const addonSubtotalPaise = subtotal(lines, 'addon');
  const couponApplies = !!coupon && couponAppliesTo(coupon, pcSubtotalPaise);
  const couponDiscountPaise = couponApplies ? assertPaise(coupon.valuePaise) : 0;
  // A deduction larger than the cart gives it away free; it never pays the buyer.
  const totalPaise = Math.max(0, pcSubtotalPaise + addonSubtotalPaise + couponDiscountPaise);
  const taxableValuePaise = divideRoundingHalfUp(totalPaise * 100, 100 + PRICING_RATES.gstPercent);
  // The amount paid is total x 1.02 rounded, to whole rupees.
  const grandTotalPaise =
    divideRoundingHalfUp(totalPaise * (100 + PRICING_RATES.platformFeePercent), 100 * 100) * 100;
  return {
    pcSubtotalPaise,
    addonSubtotalPaise,
    couponApplies,
    couponDiscountPaise,
    totalPaise,
    taxableValuePaise,
    gstPaise: totalPaise - taxableValuePaise,
    platformFeePaise: grandTotalPaise - totalPaise,
    grandTotalPaise,
  };
}
