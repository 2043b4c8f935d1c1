import { type CartProduct, MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { cartTotal, checkoutDecision, type PricedLine, quantityChange } from './cart-rules';

/** A line of a mouse unless told; the products themselves do not matter here. */
function line(
  overrides: Partial<Omit<PricedLine, 'itemType' | 'item'>>,
  product: CartProduct = { itemType: 'mouse', item: null },
): PricedLine {
  return {
    itemid: 'i1',
    ...product,
    itemShort: 'Logitech G102',
    title: 'Logitech G102',
    qty: 1,
    stock: 'Y',
    updatedPrice: 1_395,
    ...overrides,
  };
}

const pcLine = line({ itemid: 'pc', updatedPrice: 89_541 }, { itemType: 'PC', item: null });

describe('the cart total', () => {
  it('adds price times quantity of every in-stock line and leaves out-of-stock lines out', () => {
    const lines = [
      pcLine,
      line({ qty: 2 }),
      line(
        { itemid: 'm', updatedPrice: 11_499, stock: 'N', qty: 3 },
        { itemType: 'monitor', item: null },
      ),
    ];
    expect(cartTotal(lines)).toBe(89_541 + 2 * 1_395);
    expect(cartTotal([line({ stock: 'N' })])).toBe(0);
    expect(cartTotal([])).toBe(0);
  });
});

describe('the quantity buttons', () => {
  it('send +1 and -1, and a change of 0 for the decrement at 1', () => {
    expect(quantityChange(1, 1)).toBe(1);
    expect(quantityChange(3, -1)).toBe(-1);
    expect(quantityChange(1, -1)).toBe(0);
  });
});

describe('checkout', () => {
  it('asks a guest to log in first, whatever the cart holds', () => {
    expect(checkoutDecision([pcLine], false)).toEqual({
      go: 'login',
      message: 'Kindly login to proceed!',
    });
  });

  it('refuses add-ons without an in-stock PC', () => {
    const refusal = { go: 'stay', message: MESSAGES.cart.addOnsNeedPc };
    expect(checkoutDecision([line({})], true)).toEqual(refusal);
    expect(checkoutDecision([line({}), { ...pcLine, stock: 'N' }], true)).toEqual(refusal);
    expect(MESSAGES.cart.addOnsNeedPc).toBe(
      'Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!',
    );
  });

  it('lets a signed-in user with an in-stock PC or pre-built through', () => {
    expect(checkoutDecision([pcLine, line({})], true)).toEqual({ go: 'checkout' });
    expect(checkoutDecision([line({}, { itemType: 'PB', item: null })], true)).toEqual({
      go: 'checkout',
    });
  });
});
