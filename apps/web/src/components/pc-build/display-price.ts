import { type Paise, type PcTierName, priceFromSellingPrice } from '@shop/domain';

export type DisplayPrice = {
  struckPaise: Paise;
  sellingPaise: Paise;
  savingPaise: Paise;
  tier: PcTierName | null;
};

/**
 * The price panel's figures for a selling price the server sent alone (a shared build's
 * updatedPrice), by the domain's priceFromSellingPrice (docs/api/configurator.md#prices).
 */
export function displayPriceFromSelling(sellingPaise: Paise): DisplayPrice {
  const price = priceFromSellingPrice(sellingPaise);
  return {
    struckPaise: price.struckPrice,
    sellingPaise: price.sellingPrice,
    savingPaise: price.saving,
    tier: price.tier,
  };
}
