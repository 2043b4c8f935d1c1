import { describe, expect, it } from 'vitest';
import { GAME } from '../constants';
import { rupeesToPaise } from '../money';
import {
  budgetAround,
  budgetSliderScale,
  budgetTolerancePercent,
  drawBasePrice,
  isWithinBudget,
  sliderPercent,
} from './budget';

const rupees = (low: number, high: number) => ({
  low: rupeesToPaise(low),
  high: rupeesToPaise(high),
});

const scaleOf = (min: number, max: number) => ({
  min: rupeesToPaise(min),
  max: rupeesToPaise(max),
});

describe('the game constants', () => {
  it('are the shop’s: 30000 to 350000, 10 percent, rounded to 1000, slider factor 0.75', () => {
    expect(GAME.basePriceMinRupees).toBe(30_000);
    expect(GAME.basePriceMaxRupees).toBe(350_000);
    expect(GAME.initialTolerancePercent).toBe(10);
    expect(GAME.budgetRoundingRupees).toBe(1_000);
    expect(GAME.sliderScaleFactor).toBe(0.75);
  });
});

describe('budgetTolerancePercent', () => {
  it('is 10 at the start of a game (no successes yet)', () => {
    expect(budgetTolerancePercent(0)).toBe(10);
  });

  it('is 10 minus the number of successes after n successes', () => {
    expect([1, 2, 3, 5, 9].map(budgetTolerancePercent)).toEqual([9, 8, 7, 5, 1]);
  });

  it('stops at 0 from the tenth success on, so the range never turns inside out', () => {
    expect([10, 11, 25].map(budgetTolerancePercent)).toEqual([0, 0, 0]);
  });

  it('refuses a count that is not a whole number of builds', () => {
    expect(() => budgetTolerancePercent(-1)).toThrow(RangeError);
    expect(() => budgetTolerancePercent(1.5)).toThrow(RangeError);
  });
});

describe('budgetAround', () => {
  it('is the base minus and plus the tolerance, each end rounded to the nearest 1000', () => {
    // 123456 +- 10 % = 111110.4 .. 135801.6
    expect(budgetAround(123_456, 10)).toEqual(rupees(111_000, 136_000));
    // 98765 +- 7 % = 91851.45 .. 105678.55
    expect(budgetAround(98_765, 7)).toEqual(rupees(92_000, 106_000));
  });

  it('rounds an end exactly half way between thousands up', () => {
    // 45000 - 10 % = 40500, 45000 + 10 % = 49500
    expect(budgetAround(45_000, 10)).toEqual(rupees(41_000, 50_000));
  });

  it('covers the lowest and the highest base', () => {
    expect(budgetAround(30_000, 10)).toEqual(rupees(27_000, 33_000));
    expect(budgetAround(350_000, 10)).toEqual(rupees(315_000, 385_000));
  });

  it('narrows as the tolerance falls, down to one price at 0', () => {
    expect(budgetAround(200_000, 10)).toEqual(rupees(180_000, 220_000));
    expect(budgetAround(200_000, 1)).toEqual(rupees(198_000, 202_000));
    expect(budgetAround(200_400, 0)).toEqual(rupees(200_000, 200_000));
  });

  it('refuses a base outside 30000 to 350000 or not in whole rupees', () => {
    expect(() => budgetAround(29_999, 10)).toThrow(RangeError);
    expect(() => budgetAround(350_001, 10)).toThrow(RangeError);
    expect(() => budgetAround(40_000.5, 10)).toThrow(RangeError);
    expect(() => budgetAround(40_000, -1)).toThrow(RangeError);
  });
});

describe('drawBasePrice', () => {
  it('asks for a whole number from 30000 to 350000, both included', () => {
    const asked: [number, number][] = [];
    const base = drawBasePrice((min, max) => {
      asked.push([min, max]);
      return max;
    });
    expect(asked).toEqual([[30_000, 350_000]]);
    expect(base).toBe(350_000);
  });

  it('refuses a draw outside the range', () => {
    expect(() => drawBasePrice(() => 29_999)).toThrow(RangeError);
    expect(() => drawBasePrice(() => 100_000.5)).toThrow(RangeError);
  });
});

describe('isWithinBudget', () => {
  const budget = rupees(90_000, 110_000);

  it('takes both ends in', () => {
    expect(isWithinBudget(rupeesToPaise(90_000), budget)).toBe(true);
    expect(isWithinBudget(rupeesToPaise(110_000), budget)).toBe(true);
    expect(isWithinBudget(rupeesToPaise(100_000), budget)).toBe(true);
  });

  it('leaves out a paisa below or above', () => {
    expect(isWithinBudget(rupeesToPaise(90_000) - 1, budget)).toBe(false);
    expect(isWithinBudget(rupeesToPaise(110_000) + 1, budget)).toBe(false);
  });
});

describe('the budget slider', () => {
  it('runs from 0.75 x the low end to the high end / 0.75, each to the nearest 1000', () => {
    expect(budgetSliderScale(rupees(80_000, 120_000))).toEqual(scaleOf(60_000, 160_000));
    // 0.75 x 57000 = 42750, 70000 / 0.75 = 93333.33
    expect(budgetSliderScale(rupees(57_000, 70_000))).toEqual(scaleOf(43_000, 93_000));
  });

  it('places a price along the scale, held at either end', () => {
    const scale = scaleOf(60_000, 160_000);
    expect(sliderPercent(rupeesToPaise(110_000), scale)).toBe(50);
    expect(sliderPercent(rupeesToPaise(10_000), scale)).toBe(0);
    expect(sliderPercent(rupeesToPaise(500_000), scale)).toBe(100);
    expect(sliderPercent(0, scaleOf(0, 0))).toBe(0);
  });
});
