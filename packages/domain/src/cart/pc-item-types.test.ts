import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORIES } from '../accessories/accessory-categories';
import { isPcItemType } from './cart-schemas';

describe('isPcItemType', () => {
  it('takes a custom build and a pre-built for PCs', () => {
    expect(isPcItemType('PC')).toBe(true);
    expect(isPcItemType('PB')).toBe(true);
  });

  it('takes every add-on category, and anything unknown, for something else', () => {
    for (const category of ACCESSORY_CATEGORIES) expect(isPcItemType(category)).toBe(false);
    expect(isPcItemType('pc')).toBe(false);
    expect(isPcItemType('')).toBe(false);
  });
});
