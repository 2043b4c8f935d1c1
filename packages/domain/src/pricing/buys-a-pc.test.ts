import { describe, expect, it } from 'vitest';
import { buysAPc, toCheckoutLines } from './buys-a-pc';

const line = (itemType: string, stock: 'Y' | 'N' = 'Y', updatedPrice = 50_000) => ({
  itemType,
  qty: 1,
  updatedPrice,
  stock,
});

describe('add-ons are not sold alone', () => {
  it('buys a cart holding a PC in stock, with or without add-ons', () => {
    expect(buysAPc(toCheckoutLines([line('PC')]))).toBe(true);
    expect(buysAPc(toCheckoutLines([line('mouse'), line('PB')]))).toBe(true);
  });

  it('refuses add-ons alone, a PC out of stock, and a PC priced at nothing', () => {
    expect(buysAPc(toCheckoutLines([line('mouse'), line('monitor')]))).toBe(false);
    expect(buysAPc(toCheckoutLines([line('PC', 'N'), line('mouse')]))).toBe(false);
    expect(buysAPc(toCheckoutLines([line('PC', 'Y', 0)]))).toBe(false);
    expect(buysAPc([])).toBe(false);
  });

  it('counts a line in paise at its quantity, as checkout does', () => {
    expect(toCheckoutLines([{ ...line('PC'), qty: 2 }])).toEqual([
      { kind: 'pc', unitPricePaise: 5_000_000, qty: 2, inStock: true },
    ]);
  });
});
