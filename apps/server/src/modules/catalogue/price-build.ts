import {
  PC_TIERS,
  type PcTierName,
  paiseToRupees,
  priceSelection,
  type Selection,
} from '@shop/domain';
import { z } from 'zod';
import type { CatalogueSnapshot } from './snapshot';

const tierNames = PC_TIERS.map((tier) => tier.name) as [PcTierName, ...PcTierName[]];

/** Rupee fields as the spec names them; `...Paise` fields are the exact figures. */
export const buildPriceSchema = z.object({
  complete: z.boolean().describe('True when every part is chosen, known, compatible and in stock'),
  problems: z
    .array(z.string())
    .describe('Why the build cannot be sold as it is; empty when it can'),
  struckPrice: z.number().describe('Struck-through price, rupees'),
  sellingPrice: z.number().describe('Selling price, rupees'),
  saving: z.number().describe('Struck-through minus selling price, rupees'),
  struckPricePaise: z.number().int(),
  sellingPricePaise: z.number().int(),
  savingPaise: z.number().int(),
  tier: z.enum(tierNames).nullable().describe('From the selling price; null while unpriced'),
});
export type BuildPrice = z.infer<typeof buildPriceSchema>;

/**
 * The configurator's prices of a selection, from the catalogue alone. Every part the shop knows is
 * priced (an out-of-stock part too, so the summary still shows what the build costs), and the
 * problems say what stands between the selection and a sale.
 */
export function priceBuild(snapshot: CatalogueSnapshot, selection: Selection): BuildPrice {
  const problems = snapshot.saleProblems(selection);
  const price = priceSelection(snapshot.all, selection);
  return {
    complete: problems.length === 0,
    problems,
    struckPrice: paiseToRupees(price.struckPrice),
    sellingPrice: paiseToRupees(price.sellingPrice),
    saving: paiseToRupees(price.saving),
    struckPricePaise: price.struckPrice,
    sellingPricePaise: price.sellingPrice,
    savingPaise: price.saving,
    tier: price.tier,
  };
}
