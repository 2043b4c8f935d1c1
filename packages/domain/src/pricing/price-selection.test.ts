import { describe, expect, it } from 'vitest';
import { selectField } from '../configurator/sections';
import { COMPATIBLE_SELECTION, catalogueWith, processor } from '../configurator/test-catalogue';
import { partsTotalOf, priceSelection } from './price-selection';

describe('priceSelection', () => {
  const catalogue = catalogueWith({
    processors: [
      processor('cpu'),
      processor('apu', { gputype: ['In-Built'], igpu: 'Radeon 780M', price: 25_999 }),
    ],
  });

  it('prices a complete build from the catalogue, in paise', () => {
    // ₹10,000 + 10,000 + 5,000 + 30,000 + 3,000 + 5,000 + 0 + 6,000 + 8,000 = ₹77,000.
    expect(priceSelection(catalogue, COMPATIBLE_SELECTION)).toEqual({
      partsTotal: 7_700_000,
      markedUp: 9_702_000,
      struckPrice: 9_699_000,
      sellingPrice: 8_729_100,
      saving: 969_900,
      tier: 'Pro PC',
    });
  });

  it('counts nothing for the processor graphics', () => {
    const selection = {
      ...COMPATIBLE_SELECTION,
      gpuType: 'In-Built',
      processor: 'apu',
      gpuBrand: 'In-Built',
      gpuModel: 'In-Built',
    };
    // ₹77,000 - ₹30,000 card - ₹10,000 + ₹25,999 processor = ₹62,999; x 1.26 = ₹79,378.74.
    expect(priceSelection(catalogue, selection)).toMatchObject({
      partsTotal: 6_299_900,
      markedUp: 7_937_874,
      struckPrice: 7_949_000,
      sellingPrice: 7_154_100,
      tier: 'Pro PC',
    });
  });

  it('gives zeros while the build is incomplete or names an unknown part', () => {
    const zeros = {
      partsTotal: 0,
      markedUp: 0,
      struckPrice: 0,
      sellingPrice: 0,
      saving: 0,
      tier: null,
    };
    expect(
      priceSelection(catalogue, selectField(COMPATIBLE_SELECTION, 'cabinetBrand', 'Lian Li')),
    ).toEqual(zeros);
    expect(priceSelection(catalogue, { ...COMPATIBLE_SELECTION, psu: 'missing' })).toEqual(zeros);
    expect(partsTotalOf(catalogue, {})).toBeNull();
  });

  it('uses the catalogue price whatever the selection carries', () => {
    const tampered = { ...COMPATIBLE_SELECTION, price: '1' } as typeof COMPATIBLE_SELECTION;
    expect(priceSelection(catalogue, tampered).partsTotal).toBe(7_700_000);
  });
});
