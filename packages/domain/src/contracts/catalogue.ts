import { z } from 'zod';
import { catalogueSchema } from '../configurator/catalogue';
import { selectionSchema } from '../configurator/sections';
import { PC_TIERS } from '../constants';
import type { PcTierName } from '../pricing/price-formulas';
import { endpoint } from './endpoint';
import { notModifiedSchema } from './shared';

const tierNames = PC_TIERS.map((tier) => tier.name) as [PcTierName, ...PcTierName[]];

export const fetchAllComponentsEndpoint = endpoint({
  // POST first: the web calls it as it always has; GET is there for HTTP caching.
  method: ['POST', 'GET'],
  path: '/api/fetchAllComponents',
  tag: 'configurator',
  summary: 'Every in-stock part of the configurator, prices in rupees',
  description:
    'POST as the web calls it (no body); GET for HTTP caching: a strong ETag per content ' +
    'coding, and If-None-Match answers 304. The answer carries no user data.',
  response: catalogueSchema,
  otherResponses: { 304: notModifiedSchema },
  errors: [],
});

/** Rupee fields as the web has always read them; `...Paise` fields are the exact figures. */
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
/** The server's price of a selection (docs/api/configurator.md#prices). */
export type BuildPrice = z.infer<typeof buildPriceSchema>;

export const priceBuildEndpoint = endpoint({
  method: 'POST',
  path: '/api/priceBuild',
  tag: 'configurator',
  summary: 'Prices a selection of part ids from the catalogue (a price sent is ignored)',
  description:
    'Every part the shop knows is priced, one out of stock too, so the summary still shows what ' +
    'the build costs; `problems` says what stands between the selection and a sale.',
  body: z.object({ selection: selectionSchema }),
  response: buildPriceSchema,
  errors: [],
});
