import {
  CONFIGURATOR_DISCOUNT_PERCENT,
  divideRoundingHalfUp,
  type Paise,
  pcTierFor,
} from '@shop/domain';

export type DisplayPrice = {
  struckPaise: Paise;
  sellingPaise: Paise;
  savingPaise: Paise;
  tier: string | null;
};

/**
 * The struck-through price, saving and tier that go with a selling price the server sent (a
 * shared build's updatedPrice). Only for showing: the selling price is the server's; the struck
 * price is the one it was 90 percent of (SPEC §9).
 */
export function displayPriceFromSelling(sellingPaise: Paise): DisplayPrice {
  if (sellingPaise <= 0) return { struckPaise: 0, sellingPaise: 0, savingPaise: 0, tier: null };
  const struckPaise = divideRoundingHalfUp(sellingPaise * 100, 100 - CONFIGURATOR_DISCOUNT_PERCENT);
  return {
    struckPaise,
    sellingPaise,
    savingPaise: struckPaise - sellingPaise,
    tier: pcTierFor(sellingPaise),
  };
}
