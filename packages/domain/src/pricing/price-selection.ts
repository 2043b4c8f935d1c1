import type { Catalogue } from '../configurator/catalogue';
import { resolveParts } from '../configurator/catalogue-index';
import { isSelectionComplete, type Selection } from '../configurator/sections';
import { type Paise, rupeesToPaise } from '../money';
import { type ConfiguratorPrice, NO_PRICE, priceFromPartsTotal } from './price-formulas';

/**
 * The sum of the chosen parts' catalogue prices (rupees in the catalogue, paise here), or null
 * when a part is missing or unknown. The processor's own graphics cost nothing extra.
 */
export function partsTotalOf(catalogue: Catalogue, selection: Selection): Paise | null {
  if (!isSelectionComplete(selection)) return null;
  const parts = resolveParts(catalogue, selection);
  const { processor, chipset, ram, gpu, cooler, primaryStorage, secondaryStorage, psu, cabinet } =
    parts;
  if (!processor || !chipset || !ram || !gpu || !cooler || !psu || !cabinet) return null;
  if (!primaryStorage || !secondaryStorage) return null;
  const rupees = [
    processor.price,
    chipset.chipsetPrice,
    ram.ramPrice,
    gpu.kind === 'card' ? gpu.card.price : 0,
    cooler.price,
    primaryStorage.price,
    secondaryStorage.price,
    psu.price,
    cabinet.price,
  ];
  return rupees.reduce((total, price) => total + rupeesToPaise(price), 0);
}

/**
 * The configurator's prices for a selection, all in paise: zeros (and no tier) until every field
 * names a known part. It prices; whether the build is compatible is completeSelectionProblems'.
 */
export function priceSelection(catalogue: Catalogue, selection: Selection): ConfiguratorPrice {
  const partsTotal = partsTotalOf(catalogue, selection);
  return partsTotal === null ? NO_PRICE : priceFromPartsTotal(partsTotal);
}
