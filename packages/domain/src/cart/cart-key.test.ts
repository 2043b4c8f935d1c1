import { describe, expect, it } from 'vitest';
import { SELECTION_FIELDS, type Selection } from '../configurator/sections';
import { cartLineKey } from './cart-key';

const selection = Object.fromEntries(
  SELECTION_FIELDS.map((field) => [field, `${field}-value`]),
) as Selection;

describe('cartLineKey', () => {
  it('gives a PC the same key whatever the order of its selection fields or its name', () => {
    const reversed = Object.fromEntries(Object.entries(selection).reverse());
    expect(cartLineKey({ itemType: 'PC', item: { selection: reversed }, itemShort: 'a' })).toBe(
      cartLineKey({ itemType: 'PC', item: { selection, price: 1 }, itemShort: 'b' }),
    );
  });

  it('tells PCs apart by any one part', () => {
    const otherPsu = { selection: { ...selection, psu: 'other' } };
    expect(cartLineKey({ itemType: 'PC', item: otherPsu })).not.toBe(
      cartLineKey({ itemType: 'PC', item: { selection } }),
    );
  });

  it('tells add-ons apart by their itemShort alone', () => {
    const g102 = { itemType: 'mouse', item: { id: 'x' }, itemShort: 'Logitech G102' } as const;
    expect(cartLineKey(g102)).toBe('Logitech G102');
    expect(cartLineKey({ ...g102, item: { id: 'y' } })).toBe(cartLineKey(g102));
    expect(cartLineKey({ ...g102, itemShort: 'Logitech G502' })).not.toBe(cartLineKey(g102));
  });

  it('tells pre-builts apart by their id, whatever their one-line name', () => {
    const strike = { itemType: 'PB', item: { id: 'gaming-strike' }, itemShort: 'Ryzen 5' } as const;
    expect(cartLineKey(strike)).toBe('PB:gaming-strike');
    expect(cartLineKey({ ...strike, itemShort: 'renamed' })).toBe(cartLineKey(strike));
    expect(cartLineKey({ ...strike, item: { id: 'gaming-other' } })).not.toBe(cartLineKey(strike));
  });
});
