import { BUDGET_SLIDER } from '../constants';
import { formatInr, rupeesToPaise } from '../money';
import type { PrebuiltOffer } from './prebuilt-offer';
import type { UseCase } from './use-cases';

/**
 * The finder's matching rule (docs/api/prebuilts.md#matching), in one place for every instance.
 * A machine is "near" a budget from 25 % below it to 10 % above it; within that band the best
 * match is the one that uses the budget best, a rupee over the budget counting twice a rupee under.
 */
export const PREBUILT_MATCHING = {
  bandBelowPercent: 25,
  bandAbovePercent: 10,
  overBudgetWeight: 2,
  maxMatches: 6,
  /** When nothing is near the budget, this many of the nearest machines instead. */
  nearestWhenNoneNear: 3,
} as const;

/** A budget from a browser, held to the slider's range. */
export function clampBudget(rupees: number): number {
  return Math.min(BUDGET_SLIDER.maxRupees, Math.max(BUDGET_SLIDER.minRupees, rupees));
}

/** How far a price is from the budget, a rupee over counting twice a rupee under. */
export function budgetDistance(price: number, budget: number): number {
  return price <= budget ? budget - price : (price - budget) * PREBUILT_MATCHING.overBudgetWeight;
}

/**
 * The machines of a use case for a budget, best first. In-stock machines only, unless none of the
 * use case is in stock (then the nearest, marked out of stock, so the answer is never empty while
 * the use case has machines); those near the budget, else the nearest few.
 */
export function matchPrebuilts(
  offers: readonly PrebuiltOffer[],
  useCase: UseCase,
  budgetRupees: number,
): PrebuiltOffer[] {
  const budget = clampBudget(budgetRupees);
  const ofUseCase = offers.filter((offer) => offer.useCase === useCase);
  const inStock = ofUseCase.filter((offer) => offer.stockStatus === 'Y');
  const pool = inStock.length > 0 ? inStock : ofUseCase;
  const ranked = [...pool].sort(
    (a, b) =>
      budgetDistance(a.updatedPrice, budget) - budgetDistance(b.updatedPrice, budget) ||
      b.updatedPrice - a.updatedPrice ||
      a.id.localeCompare(b.id),
  );
  const low = budget * (1 - PREBUILT_MATCHING.bandBelowPercent / 100);
  const high = budget * (1 + PREBUILT_MATCHING.bandAbovePercent / 100);
  const near = ranked.filter((offer) => offer.updatedPrice >= low && offer.updatedPrice <= high);
  return near.length > 0
    ? near.slice(0, PREBUILT_MATCHING.maxMatches)
    : ranked.slice(0, PREBUILT_MATCHING.nearestWhenNoneNear);
}

/** Highest estimated FPS first (the finder's other order for gaming machines). */
export function byGamingScore(offers: readonly PrebuiltOffer[]): PrebuiltOffer[] {
  return [...offers].sort(
    (a, b) => b.gamingScore - a.gamingScore || a.updatedPrice - b.updatedPrice,
  );
}

/**
 * Home's one pick for a budget (docs/decisions/105-the-finder-says-when-it-is-over-budget.md):
 * the best match within the budget when the answer has one, else the best match, which is then
 * over it.
 */
export function pickWithinBudget<T extends { updatedPrice: number }>(
  matches: readonly T[],
  budgetRupees: number,
): T | undefined {
  return matches.find((offer) => offer.updatedPrice <= budgetRupees) ?? matches[0];
}

/** What the finder says of a pick over the budget: by how much; null when within it. */
export function overBudgetWords(priceRupees: number, budgetRupees: number): string | null {
  if (priceRupees <= budgetRupees) return null;
  return `Above your budget by ${formatInr(rupeesToPaise(priceRupees - budgetRupees))}: the nearest pre-built we have.`;
}
