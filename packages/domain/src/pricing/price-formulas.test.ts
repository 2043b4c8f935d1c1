import { describe, expect, it } from 'vitest';
import {
  divideRoundingHalfUp,
  markedUpPrice,
  pcTierFor,
  priceFromPartsTotal,
  priceFromSellingPrice,
  sellingPriceFrom,
  struckThroughPrice,
} from './price-formulas';

const rupees = (amount: number) => Math.round(amount * 100);

describe('divideRoundingHalfUp', () => {
  it('rounds to the nearest whole number with halves going up', () => {
    expect(divideRoundingHalfUp(149, 100)).toBe(1);
    expect(divideRoundingHalfUp(150, 100)).toBe(2);
    expect(divideRoundingHalfUp(151, 100)).toBe(2);
    expect(divideRoundingHalfUp(7, 2)).toBe(4);
    expect(divideRoundingHalfUp(0, 3)).toBe(0);
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => divideRoundingHalfUp(1.5, 1)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(-1, 1)).toThrow(RangeError);
    expect(() => divideRoundingHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('marked-up price', () => {
  it('is the parts total x 1.26', () => {
    expect(markedUpPrice(rupees(50_000))).toBe(rupees(63_000));
    expect(markedUpPrice(rupees(77_000))).toBe(rupees(97_020));
  });

  it('rounds to the paisa, halves up', () => {
    // 1 paisa x 1.26 = 1.26 paise; 2 paise x 1.26 = 2.52 paise; 25 paise x 1.26 = 31.5 paise.
    expect(markedUpPrice(1)).toBe(1);
    expect(markedUpPrice(2)).toBe(3);
    expect(markedUpPrice(25)).toBe(32);
  });
});

describe('struck-through price', () => {
  it('rounds to the nearest ₹500 and takes off ₹10', () => {
    expect(struckThroughPrice(rupees(97_020))).toBe(rupees(96_990));
    expect(struckThroughPrice(rupees(97_000))).toBe(rupees(96_990));
    expect(struckThroughPrice(rupees(97_400))).toBe(rupees(97_490));
  });

  it('goes up at exactly ₹250 above a multiple of ₹500', () => {
    expect(struckThroughPrice(rupees(63_250))).toBe(rupees(63_490));
  });

  it('goes down a paisa below that, and up a paisa above', () => {
    expect(struckThroughPrice(rupees(63_249.99))).toBe(rupees(62_990));
    expect(struckThroughPrice(rupees(63_250.01))).toBe(rupees(63_490));
  });

  it('never goes below zero', () => {
    expect(struckThroughPrice(rupees(249))).toBe(0);
  });
});

describe('selling price', () => {
  it('is 90 percent of the struck-through price', () => {
    expect(sellingPriceFrom(rupees(96_990))).toBe(rupees(87_291));
    expect(sellingPriceFrom(rupees(66_490))).toBe(rupees(59_841));
  });
});

describe('pcTierFor', () => {
  it('is Elite PC under ₹60,000', () => {
    expect(pcTierFor(0)).toBe('Elite PC');
    expect(pcTierFor(rupees(59_999.99))).toBe('Elite PC');
  });

  it('is Pro PC from ₹60,000 to ₹1,19,999', () => {
    expect(pcTierFor(rupees(60_000))).toBe('Pro PC');
    expect(pcTierFor(rupees(119_999))).toBe('Pro PC');
    expect(pcTierFor(rupees(119_999.99))).toBe('Pro PC');
  });

  it('is Master PC from ₹1,20,000', () => {
    expect(pcTierFor(rupees(120_000))).toBe('Master PC');
    expect(pcTierFor(rupees(350_000))).toBe('Master PC');
  });
});

describe('priceFromPartsTotal', () => {
  it('gives every figure of the summary', () => {
    // ₹50,000 x 1.26 = ₹63,000 -> ₹62,990 struck, ₹56,691 selling, ₹6,299 saved.
    expect(priceFromPartsTotal(rupees(50_000))).toEqual({
      partsTotal: rupees(50_000),
      markedUp: rupees(63_000),
      struckPrice: rupees(62_990),
      sellingPrice: rupees(56_691),
      saving: rupees(6_299),
      tier: 'Elite PC',
    });
  });

  it('tiers by the selling price, not the struck-through price', () => {
    // ₹52,800 x 1.26 = ₹66,528 -> ₹66,490 struck, but ₹59,841 is what the buyer pays.
    expect(priceFromPartsTotal(rupees(52_800))).toMatchObject({
      struckPrice: rupees(66_490),
      sellingPrice: rupees(59_841),
      tier: 'Elite PC',
    });
    // ₹53,000 x 1.26 = ₹66,780 -> ₹66,990 struck, ₹60,291 selling.
    expect(priceFromPartsTotal(rupees(53_000))).toMatchObject({
      sellingPrice: rupees(60_291),
      tier: 'Pro PC',
    });
  });

  it('gives zeros and no tier when there is nothing to price', () => {
    expect(priceFromPartsTotal(0)).toEqual({
      partsTotal: 0,
      markedUp: 0,
      struckPrice: 0,
      sellingPrice: 0,
      saving: 0,
      tier: null,
    });
  });
});

describe('priceFromSellingPrice', () => {
  it('gives back the figures the selling price came from', () => {
    for (const partsTotal of [rupees(50_000), rupees(52_800), rupees(91_234.56)]) {
      const { struckPrice, sellingPrice, saving, tier } = priceFromPartsTotal(partsTotal);
      expect(priceFromSellingPrice(sellingPrice)).toEqual({
        struckPrice,
        sellingPrice,
        saving,
        tier,
      });
    }
  });

  it('gives zeros and no tier when there is no price', () => {
    expect(priceFromSellingPrice(0)).toEqual({
      struckPrice: 0,
      sellingPrice: 0,
      saving: 0,
      tier: null,
    });
  });
});
