import { GAME } from '../constants';
import { type Paise, paiseToRupees, rupeesToPaise } from '../money';
import { divideRoundingHalfUp } from '../pricing/price-formulas';
import type { BuildPriceSpan } from './build-price-span';

/**
 * PC Master Hunt's budgets (docs/api/game.md#budgets): a base price drawn between ₹30,000 and
 * ₹3,50,000, and a range of the base minus and plus a tolerance, each end rounded to ₹1,000.
 */

/** A budget range, ends included, in paise (each a whole number of ₹1,000). */
export type Budget = { readonly low: Paise; readonly high: Paise };

/**
 * The tolerance of the next budget: 10 percent at the start of a game (and so on Play Again,
 * which starts a new one), then 10 minus the number of successful builds so far. It never goes
 * below 0: from the tenth success on, the range is one price
 * (docs/decisions/031-the-game-rules-where-the-spec-is-loose.md).
 */
export function budgetTolerancePercent(successfulBuilds: number): number {
  if (!Number.isSafeInteger(successfulBuilds) || successfulBuilds < 0) {
    throw new RangeError(`Not a number of successful builds: ${successfulBuilds}`);
  }
  return Math.max(0, GAME.initialTolerancePercent - successfulBuilds);
}

/** Whole rupees to the nearest ₹1,000, halves up. */
function toNearestThousand(rupeesTimesHundred: number): number {
  const step = GAME.budgetRoundingRupees;
  return divideRoundingHalfUp(rupeesTimesHundred, 100 * step) * step;
}

/** The range around a base price (whole rupees): base minus and plus the tolerance, rounded. */
export function budgetAround(baseRupees: number, tolerancePercent: number): Budget {
  const { basePriceMinRupees, basePriceMaxRupees } = GAME;
  if (
    !Number.isSafeInteger(baseRupees) ||
    baseRupees < basePriceMinRupees ||
    baseRupees > basePriceMaxRupees
  ) {
    throw new RangeError(`A base price must be whole rupees in the game's range: ${baseRupees}`);
  }
  if (!Number.isSafeInteger(tolerancePercent) || tolerancePercent < 0 || tolerancePercent > 100) {
    throw new RangeError(`Not a tolerance: ${tolerancePercent}`);
  }
  return {
    low: rupeesToPaise(toNearestThousand(baseRupees * (100 - tolerancePercent))),
    high: rupeesToPaise(toNearestThousand(baseRupees * (100 + tolerancePercent))),
  };
}

/** A whole number from min to max, both included (crypto on the server, a script in tests). */
export type DrawWholeNumber = (min: number, max: number) => number;

/**
 * A new base price in whole rupees, from ₹30,000 to ₹3,50,000 inclusive, and, given the span of
 * build prices the catalogue allows, within that span too (each end to a whole ₹1,000 inside it):
 * a budget no build can meet is never drawn (docs/decisions/114-game-budgets-a-build-can-meet.md).
 * A span that leaves no whole ₹1,000 in the game's range is ignored.
 */
export function drawBasePrice(draw: DrawWholeNumber, span?: BuildPriceSpan | null): number {
  const step = GAME.budgetRoundingRupees;
  let min: number = GAME.basePriceMinRupees;
  let max: number = GAME.basePriceMaxRupees;
  if (span) {
    const low = Math.max(min, Math.ceil(paiseToRupees(span.cheapest) / step) * step);
    const high = Math.min(max, Math.floor(paiseToRupees(span.dearest) / step) * step);
    if (low <= high) [min, max] = [low, high];
  }
  const base = draw(min, max);
  if (!Number.isSafeInteger(base) || base < min || base > max) {
    throw new RangeError(`The draw gave ${base}, outside the base prices ${min} to ${max}`);
  }
  return base;
}

/** Whether a build's "Your PC" price lies in the budget, both ends included. */
export function isWithinBudget(price: Paise, budget: Budget): boolean {
  return price >= budget.low && price <= budget.high;
}

/**
 * The budget slider's scale (scale factor 0.75): from 0.75 x the low end to the high end / 0.75,
 * each to the nearest ₹1,000, so the range sits in the middle with room either side to show a
 * price that missed it.
 */
export function budgetSliderScale(budget: Budget): { min: Paise; max: Paise } {
  const factorPercent = Math.round(GAME.sliderScaleFactor * 100);
  const step = rupeesToPaise(GAME.budgetRoundingRupees);
  return {
    min: divideRoundingHalfUp(budget.low * factorPercent, 100 * step) * step,
    max: divideRoundingHalfUp(budget.high * 100, factorPercent * step) * step,
  };
}

/** Where a price sits on the slider, 0 to 100 percent, held at the ends when off the scale. */
export function sliderPercent(price: Paise, scale: { min: Paise; max: Paise }): number {
  if (scale.max <= scale.min) return 0;
  const percent = ((price - scale.min) / (scale.max - scale.min)) * 100;
  return Math.min(100, Math.max(0, percent));
}
