import { describe, expect, it } from 'vitest';
import { checkoutQuoteSchema } from '../contracts/checkout';
import { checkoutQuote, totalsOfQuote } from './checkout-quote';
import { checkoutTotals } from './checkout-totals';

const totals = checkoutTotals({
  lines: [
    { kind: 'pc', unitPricePaise: 8_954_100, qty: 1, inStock: true },
    { kind: 'addon', unitPricePaise: 139_500, qty: 2, inStock: true },
  ],
  coupon: { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 },
});

describe('the checkout quote', () => {
  it('gives each figure in rupees beside its exact paise, as the contract says', () => {
    const quote = checkoutQuote(totals);
    expect(checkoutQuoteSchema.parse(quote)).toEqual(quote);
    expect(quote).toMatchObject({
      pcSubtotal: 89_541,
      pcSubtotalPaise: 8_954_100,
      addonSubtotal: 2_790,
      couponApplies: true,
      couponDiscount: -1_000,
      total: 91_331,
      grandTotal: 93_158,
      grandTotalPaise: 9_315_800,
    });
  });

  it('reads back as the totals it was made from', () => {
    expect(totalsOfQuote(checkoutQuote(totals))).toEqual(totals);
  });
});
