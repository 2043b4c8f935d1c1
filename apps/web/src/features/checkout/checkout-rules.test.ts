import { type CartItem, CHECKOUT_SESSION_MS, couponMinimumMessage, MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { checkoutSessionEnd, paymentRefusal, toggled } from './checkout-rules';

const line = (checkouttime: string | null): CartItem => ({
  itemid: 'i',
  userid: 'u',
  itemType: 'mouse',
  item: null,
  itemShort: 'Mouse',
  title: 'Mouse',
  qty: 1,
  stock: 'Y',
  updatedPrice: 100,
  created: '2026-01-01T00:00:00.000Z',
  checkoutInfo: null,
  checkouttime,
});

describe('choosing a card', () => {
  it('chooses a card, and lets go of it when it is chosen again', () => {
    expect(toggled(null, 'a')).toBe('a');
    expect(toggled('a', 'b')).toBe('b');
    expect(toggled('b', 'b')).toBeNull();
  });
});

describe('the checkout session', () => {
  it('ends 19815000 ms after the first item’s checkout time', () => {
    const cart = [line('2026-03-01T10:00:00.000Z'), line('2026-03-01T11:00:00.000Z')];
    expect(checkoutSessionEnd(cart)).toBe(Date.parse('2026-03-01T10:00:00.000Z') + 19_815_000);
    expect(CHECKOUT_SESSION_MS).toBe(19_815_000);
  });

  it('has no end while no item carries a checkout time', () => {
    expect(checkoutSessionEnd([line(null)])).toBeNull();
    expect(checkoutSessionEnd([])).toBeNull();
  });
});

describe('payment refusals, in the spec’s order', () => {
  const pc = { kind: 'pc', unitPricePaise: 100, qty: 1, inStock: true } as const;
  const addOnsOnly = [{ ...pc, kind: 'addon' }] as const;
  const ready = { addressChosen: true, phoneVerified: true, lines: [pc], coupon: null };

  it('asks for an address first', () => {
    expect(paymentRefusal({ ...ready, addressChosen: false, phoneVerified: false })).toEqual({
      kind: 'message',
      text: 'Please Select Delivery Address!',
      coupon: false,
    });
  });

  it('then for a verified phone', () => {
    expect(paymentRefusal({ ...ready, phoneVerified: false, lines: addOnsOnly })).toEqual({
      kind: 'verify-phone',
    });
  });

  it('then for a PC in stock', () => {
    for (const lines of [addOnsOnly, [{ ...pc, inStock: false }]]) {
      expect(paymentRefusal({ ...ready, lines })).toEqual({
        kind: 'message',
        text: MESSAGES.cart.addOnsNeedPc,
        coupon: false,
      });
    }
  });

  it('then for a coupon that applies, its refusal shown as long as coupon messages are', () => {
    const coupon = { valuePaise: -250_000, minPurchaseValuePaise: 12_000_000 };
    expect(paymentRefusal({ ...ready, coupon })).toEqual({
      kind: 'message',
      text: couponMinimumMessage(120_000),
      coupon: true,
    });
  });

  it('lets a complete order through', () => {
    expect(paymentRefusal(ready)).toBeNull();
  });
});
