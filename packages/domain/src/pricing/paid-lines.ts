import { PRICING_RATES } from '../constants';
import type { DiscountInfo } from '../contracts/orders';
import { paiseToRupees } from '../money';
import type { CheckoutLine, CheckoutTotals } from './checkout-totals';
import { CONFIGURATOR_DISCOUNT_PERCENT } from './price-formulas';

/** A cart line priced by the server today, as checkout and payment total it. */
export interface PricedCartLine extends CheckoutLine {
  itemid: string;
  itemType: string;
  title: string;
  item: unknown;
  itemShort: string;
}

/** A line a payment is for, frozen when the payment starts. */
export interface PaidLine {
  /** The cart line it came from, emptied once paid for. */
  itemid: string;
  itemType: string;
  title: string;
  item: unknown;
  itemShort: string;
  qty: number;
  unitPricePaise: number;
  /** price x qty plus this line's part of the coupon. */
  valuePaise: number;
  discount: DiscountInfo;
}

/**
 * The lines a payment is for (in stock), each with its discountInfo
 * (docs/api/checkout.md#discountinfo). The coupon is taken on the first PC line, whose value it is
 * conditioned on, so the lines' values add up to the total.
 */
export function paidLines(lines: readonly PricedCartLine[], totals: CheckoutTotals): PaidLine[] {
  const firstPc = lines.find((line) => line.inStock && line.kind === 'pc');
  return lines
    .filter((line) => line.inStock)
    .map((line) => {
      const amountPaise = line.unitPricePaise * line.qty;
      const couponPaise = line === firstPc ? Math.max(totals.couponDiscountPaise, -amountPaise) : 0;
      return {
        itemid: line.itemid,
        itemType: line.itemType,
        title: line.title,
        item: line.item,
        itemShort: line.itemShort,
        qty: line.qty,
        unitPricePaise: line.unitPricePaise,
        valuePaise: amountPaise + couponPaise,
        discount: {
          amount: paiseToRupees(amountPaise),
          couponDiscount: paiseToRupees(couponPaise),
          profit: PRICING_RATES.profitPercent,
          discount: line.kind === 'pc' ? CONFIGURATOR_DISCOUNT_PERCENT : 0,
        },
      };
    });
}
