import { describe, expect, it } from 'vitest';
import { SELECTION_FIELDS, type Selection } from '../configurator/sections';
import { cartLineKey } from './cart-key';

const selection = Object.fromEntries(
  SELECTION_FIELDS.map((field) => [field, `${field}-value`]),
) as Selection;

describe('cartLineKey', () => {
  it('gives a PC the same key whatever the order of its selection fields', () => {
    const reversed = Object.fromEntries(Object.entries(selection).reverse());
    expect(cartLineKey('PC', { selection: reversed }, 'a')).toBe(
      cartLineKey('PC', { selection }, 'b'),
    );
  });

  it('tells PCs apart by any one part', () => {
    expect(cartLineKey('PC', { selection: { ...selection, psu: 'other' } }, 'a')).not.toBe(
      cartLineKey('PC', { selection }, 'a'),
    );
  });

  it('tells add-ons apart by their itemShort alone', () => {
    const mouse = { id: 'logitech-g102', selection: undefined };
    expect(cartLineKey('mouse', mouse, 'Logitech G102')).toBe('Logitech G102');
    expect(cartLineKey('mouse', {}, 'Logitech G502')).not.toBe(cartLineKey('mouse', {}, 'G102'));
  });
});
