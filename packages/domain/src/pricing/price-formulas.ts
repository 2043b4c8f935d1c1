import { PC_TIERS, PRICING_RATES } from '../constants';
import { assertPaise, type Paise, rupeesToPaise } from '../money';

/**
 * The configurator's price formulas (docs/api/configurator.md#prices), in whole paise. Rounding
 * happens only in divideRoundingHalfUp: to the nearest whole unit, halves up.
 */

/** The struck-through price is the marked-up price rounded to the nearest ₹500, minus ₹10. */
export const STRUCK_PRICE_STEP: Paise = rupeesToPaise(500);
export const STRUCK_PRICE_DEDUCTION: Paise = rupeesToPaise(10);
/** The selling price is 90 percent of the struck-through price. */
export const CONFIGURATOR_DISCOUNT_PERCENT = 10;

export type PcTierName = (typeof PC_TIERS)[number]['name'];

/** numerator / denominator to the nearest whole number, halves up. Both whole, numerator >= 0. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  const wholeNumbers = Number.isSafeInteger(numerator) && Number.isSafeInteger(denominator);
  if (!wholeNumbers || numerator < 0 || denominator <= 0) {
    throw new RangeError(`Cannot round ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function percentOf(amount: Paise, percent: number): Paise {
  return divideRoundingHalfUp(amount * percent, 100);
}

/** Sum of parts x 1.26. */
export function markedUpPrice(partsTotal: Paise): Paise {
  return percentOf(partsTotal, 100 + PRICING_RATES.profitPercent);
}

/** Nearest ₹500 (exactly ₹250 above a multiple goes up), minus ₹10; never below zero. */
export function struckThroughPrice(markedUp: Paise): Paise {
  const rounded = divideRoundingHalfUp(markedUp, STRUCK_PRICE_STEP) * STRUCK_PRICE_STEP;
  return Math.max(0, rounded - STRUCK_PRICE_DEDUCTION);
}

export function sellingPriceFrom(struckPrice: Paise): Paise {
  return percentOf(struckPrice, 100 - CONFIGURATOR_DISCOUNT_PERCENT);
}

/**
 * The tier of a PC from the price its buyer pays (the selling price): under ₹60,000 Elite PC,
 * ₹60,000 up to (not including) ₹1,20,000 Pro PC, ₹1,20,000 and above Master PC.
 */
export function pcTierFor(price: Paise): PcTierName {
  assertPaise(price);
  let tier: PcTierName = PC_TIERS[0].name;
  for (const candidate of PC_TIERS) {
    if (price >= rupeesToPaise(candidate.fromRupees)) tier = candidate.name;
  }
  return tier;
}

export type ConfiguratorPrice = {
  partsTotal: Paise;
  markedUp: Paise;
  struckPrice: Paise;
  sellingPrice: Paise;
  saving: Paise;
  /** null when there is nothing to price. */
  tier: PcTierName | null;
};

export const NO_PRICE: ConfiguratorPrice = {
  partsTotal: 0,
  markedUp: 0,
  struckPrice: 0,
  sellingPrice: 0,
  saving: 0,
  tier: null,
};

/** Every figure the summary shows, from the sum of the parts' prices. */
export function priceFromPartsTotal(partsTotal: Paise): ConfiguratorPrice {
  assertPaise(partsTotal);
  if (partsTotal <= 0) return NO_PRICE;
  const markedUp = markedUpPrice(partsTotal);
  const struckPrice = struckThroughPrice(markedUp);
  const sellingPrice = sellingPriceFrom(struckPrice);
  return {
    partsTotal,
    markedUp,
    struckPrice,
    sellingPrice,
    saving: struckPrice - sellingPrice,
    tier: pcTierFor(sellingPrice),
  };
}

export type ShownPrice = Pick<
  ConfiguratorPrice,
  'struckPrice' | 'sellingPrice' | 'saving' | 'tier'
>;

/**
 * The struck-through price, saving and tier that go with a selling price the server sent alone (a
 * shared build's updatedPrice): the struck price is the one the selling price is 90 percent of.
 * Only for showing; zeros and no tier when there is no price.
 */
export function priceFromSellingPrice(sellingPrice: Paise): ShownPrice {
  assertPaise(sellingPrice);
  if (sellingPrice <= 0) return { struckPrice: 0, sellingPrice: 0, saving: 0, tier: null };
  const struckPrice = divideRoundingHalfUp(sellingPrice * 100, 100 - CONFIGURATOR_DISCOUNT_PERCENT);
  return {
    struckPrice,
    sellingPrice,
    saving: struckPrice - sellingPrice,
    tier: pcTierFor(sellingPrice),
  };
}
