import { describe, expect, it } from 'vitest';
import { COMPATIBLE_SELECTION, catalogueWith, psu } from '../configurator/test-catalogue';
import { partsTotalOf } from '../pricing/price-selection';
import { allInStock } from '../pricing/quote-selection';
import { gameBuildPrice } from './game-build';

const catalogue = catalogueWith({ psus: [psu('psu'), psu('weak', { tdp: 100 })] });

describe('gameBuildPrice', () => {
  it('is 0.9 x (the price rounded to the nearest 500, minus 10), in paise', () => {
    const partsTotal = partsTotalOf(catalogue, COMPATIBLE_SELECTION);
    if (partsTotal === null) throw new Error('The test build is not priced');
    // The marked-up price in rupees, worked out by hand from the parts.
    const price = (partsTotal / 100) * 1.26;
    const yourPc = 0.9 * (Math.round(price / 500) * 500 - 10);
    const answer = gameBuildPrice(allInStock(catalogue), COMPATIBLE_SELECTION);
    expect(answer).toEqual({ price: Math.round(yourPc * 100) });
  });

  it('counts a build with a part out of stock at its price', () => {
    const stocked = { all: catalogue, outOfStock: { psus: new Set(['psu']) } };
    expect(gameBuildPrice(stocked, COMPATIBLE_SELECTION)).toEqual(
      gameBuildPrice(allInStock(catalogue), COMPATIBLE_SELECTION),
    );
  });

  it('refuses an unfinished or incompatible build with its first problem', () => {
    const { cabinetModel: _, ...unfinished } = COMPATIBLE_SELECTION;
    expect(gameBuildPrice(allInStock(catalogue), unfinished)).toEqual({
      problem: expect.stringContaining('Cabinet'),
    });
    const weak = gameBuildPrice(allInStock(catalogue), { ...COMPATIBLE_SELECTION, psu: 'weak' });
    expect(weak).toHaveProperty('problem');
  });
});
