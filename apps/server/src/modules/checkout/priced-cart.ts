import {
  type CheckoutCoupon,
  type CheckoutLine,
  type CheckoutTotals,
  CONFIGURATOR_DISCOUNT_PERCENT,
  PRICING_RATES,
  paiseToRupees,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { quoteStored } from '../cart/cart-view';
import { pricingSources } from '../cart/line-quote';
import type { StoredCartLine } from '../cart/repository';
import type { DiscountInfo, PaidLine } from '../payments/snapshot';

/** A cart line priced from today's catalogue by the cart's own pricing (never the browser's). */
export interface PricedLine extends CheckoutLine {
  itemid: string;
  itemType: string;
  title: string;
  item: unknown;
  itemShort: string;
}

const PC_TYPES: readonly string[] = ['PC', 'PB'];

export async function priceCartLines(
  app: FastifyInstance,
  stored: readonly StoredCartLine[],
): Promise<PricedLine[]> {
  const sources = pricingSources(app, 'selling');
  return Promise.all(
    stored.map(async (line) => {
      const quote = await quoteStored(sources, line);
      return {
        itemid: line.itemid,
        itemType: line.item_type,
        kind: PC_TYPES.includes(line.item_type) ? ('pc' as const) : ('addon' as const),
        title: quote?.title ?? line.item_short,
        item: quote?.item ?? line.item,
        itemShort: quote?.itemShort ?? line.item_short,
        qty: line.qty,
        unitPricePaise: quote?.pricePaise ?? 0,
        inStock: quote?.stock === 'Y',
      };
    }),
  );
}

export function toCheckoutCoupon(
  coupon: { value_paise: number; min_purchase_value_paise: number } | undefined,
): CheckoutCoupon | null {
  return coupon
    ? { valuePaise: coupon.value_paise, minPurchaseValuePaise: coupon.min_purchase_value_paise }
    : null;
}

/**
 * The lines a payment is for (in stock), each with SPEC §7's discountInfo. The coupon is taken
 * on the first PC line, whose value it is conditioned on, so the lines' values add up to the total.
 */
export function paidLines(lines: readonly PricedLine[], totals: CheckoutTotals): PaidLine[] {
  const firstPc = lines.find((line) => line.inStock && line.kind === 'pc');
  return lines
    .filter((line) => line.inStock)
    .map((line) => {
      const amountPaise = line.unitPricePaise * line.qty;
      const couponPaise = line === firstPc ? Math.max(totals.couponDiscountPaise, -amountPaise) : 0;
      const discount: DiscountInfo = {
        amount: paiseToRupees(amountPaise),
        couponDiscount: paiseToRupees(couponPaise),
        profit: PRICING_RATES.profitPercent,
        discount: line.kind === 'pc' ? CONFIGURATOR_DISCOUNT_PERCENT : 0,
      };
      return {
        itemid: line.itemid,
        itemType: line.itemType,
        title: line.title,
        item: line.item,
        itemShort: line.itemShort,
        qty: line.qty,
        unitPricePaise: line.unitPricePaise,
        valuePaise: amountPaise + couponPaise,
        discount,
      };
    });
}

/** The figures of SPEC §2 Checkout: rupees as the spec shows them, with paise twins. */
export function quoteView(totals: CheckoutTotals) {
  return {
    pcSubtotal: paiseToRupees(totals.pcSubtotalPaise),
    pcSubtotalPaise: totals.pcSubtotalPaise,
    addonSubtotal: paiseToRupees(totals.addonSubtotalPaise),
    addonSubtotalPaise: totals.addonSubtotalPaise,
    couponApplies: totals.couponApplies,
    couponDiscount: paiseToRupees(totals.couponDiscountPaise),
    couponDiscountPaise: totals.couponDiscountPaise,
    total: paiseToRupees(totals.totalPaise),
    totalPaise: totals.totalPaise,
    taxableValue: paiseToRupees(totals.taxableValuePaise),
    taxableValuePaise: totals.taxableValuePaise,
    gst: paiseToRupees(totals.gstPaise),
    gstPaise: totals.gstPaise,
    platformFee: paiseToRupees(totals.platformFeePaise),
    platformFeePaise: totals.platformFeePaise,
    grandTotal: paiseToRupees(totals.grandTotalPaise),
    grandTotalPaise: totals.grandTotalPaise,
  };
}
