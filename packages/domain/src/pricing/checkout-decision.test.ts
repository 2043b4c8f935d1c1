import { describe, expect, it } from 'vitest';
import { couponMinimumMessage } from '../validation/messages';
import { decideCheckout, quoteCheckout } from './checkout-decision';
import type { CheckoutLine } from './checkout-totals';

const pc = (unitPricePaise = 8_954_100, inStock = true): CheckoutLine => ({
  kind: 'pc',
  unitPricePaise,
  qty: 1,
  inStock,
});
const mouse: CheckoutLine = { kind: 'addon', unitPricePaise: 139_500, qty: 2, inStock: true };
const coupon1000 = { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 };
const coupon2500 = { valuePaise: -250_000, minPurchaseValuePaise: 12_000_000 };
const ready = {
  address: 'chosen',
  phoneVerified: true,
  lines: [pc(), mouse],
  coupon: null,
} as const;

describe('a checkout decided once, in its order', () => {
  it('goes ahead with the totals pay charges', () => {
    const decided = decideCheckout({ ...ready, coupon: coupon1000 });
    expect(decided).toMatchObject({ ok: true, totals: { couponDiscountPaise: -100_000 } });
  });

  it('asks for an address first, then the phone, then a PC, then a coupon that applies', () => {
    const refusal = (input: Partial<Parameters<typeof decideCheckout>[0]>) => {
      const decided = decideCheckout({ ...ready, ...input });
      return decided.ok ? null : decided.refusal;
    };
    expect(refusal({ address: 'none', phoneVerified: false, lines: [mouse] })).toEqual({
      code: 'NO_DELIVERY_ADDRESS',
      message: 'Please Select Delivery Address!',
    });
    expect(refusal({ address: 'unknown' })?.code).toBe('NOT_FOUND');
    expect(refusal({ phoneVerified: false, lines: [mouse] })?.code).toBe('PHONE_UNVERIFIED');
    expect(refusal({ lines: [mouse, pc(8_954_100, false)], coupon: 'not-usable' })).toEqual({
      code: 'PC_REQUIRED',
      message: 'Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!',
    });
    expect(refusal({ coupon: 'not-usable' })).toEqual({
      code: 'COUPON_NOT_FOUND',
      message: 'Coupon not found',
    });
    expect(refusal({ coupon: coupon2500 })).toEqual({
      code: 'COUPON_BELOW_MINIMUM',
      message: couponMinimumMessage(120_000),
    });
  });

  it('refuses a grand total under ₹1 with the add-ons message', () => {
    const free = { valuePaise: -200_000, minPurchaseValuePaise: 0 };
    const decided = decideCheckout({ ...ready, lines: [pc(100_000)], coupon: free });
    expect(decided).toEqual({
      ok: false,
      refusal: { code: 'PC_REQUIRED', message: expect.stringContaining('Add-Ons') },
    });
  });

  it('quotes a cart of add-ons alone: only the coupon is judged there', () => {
    expect(quoteCheckout([mouse], null)).toMatchObject({
      ok: true,
      totals: { pcSubtotalPaise: 0 },
    });
    expect(quoteCheckout([mouse], coupon1000)).toMatchObject({
      ok: false,
      refusal: { code: 'COUPON_BELOW_MINIMUM' },
    });
  });
});
