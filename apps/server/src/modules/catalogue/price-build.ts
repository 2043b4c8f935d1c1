import { type BuildPrice, paiseToRupees, quoteSelection, type Selection } from '@shop/domain';
import type { CatalogueSnapshot } from './snapshot';

/**
 * The configurator's prices of a selection, from the catalogue alone: every part the shop knows is
 * priced (one out of stock too, so the summary still shows what the build costs), and the problems
 * say what stands between the selection and a sale.
 */
export function priceBuild(snapshot: CatalogueSnapshot, selection: Selection): BuildPrice {
  const quote = quoteSelection(snapshot, selection);
  return {
    complete: quote.complete,
    problems: quote.problems,
    struckPrice: paiseToRupees(quote.struckPrice),
    sellingPrice: paiseToRupees(quote.sellingPrice),
    saving: paiseToRupees(quote.saving),
    struckPricePaise: quote.struckPrice,
    sellingPricePaise: quote.sellingPrice,
    savingPaise: quote.saving,
    tier: quote.tier,
  };
}
