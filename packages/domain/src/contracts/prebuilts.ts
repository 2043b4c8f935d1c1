import { z } from 'zod';
import { stockFlagSchema } from '../accessories/accessory-schema';
import { pcBuildSchema } from '../configurator/pc-build-schema';
import { PC_TIERS } from '../constants';
import { useCaseSchema } from '../prebuilts/use-case-schema';
import type { PcTierName } from '../pricing/price-formulas';
import { photosField } from '../products/photos';
import { endpoint } from './endpoint';

const tierSchema = z.enum(PC_TIERS.map((tier) => tier.name) as [PcTierName, ...PcTierName[]]);

/** A pre-built as the server offers it today (docs/api/prebuilts.md#offer). */
export const prebuiltOfferSchema = z.object({
  id: z.string(),
  useCase: useCaseSchema,
  name: z.string(),
  description: z.string(),
  pc: pcBuildSchema.describe("The build of its parts, described and priced from today's catalogue"),
  pcShort: z.string().describe('The one-line name of its parts'),
  updatedPrice: z.number().describe("Today's selling price, rupees: the quote of its parts"),
  tier: tierSchema.describe('Elite PC, Pro PC or Master PC, from the selling price'),
  stockStatus: stockFlagSchema.describe('Y when the shop has it and every part is in stock'),
  gamingScore: z.number().describe('Mean estimated 1080p FPS over the estimate games'),
  photos: photosField.describe('Staff photos, first shown first; absent when it has none'),
});

export const fetchPrebuiltEndpoint = endpoint({
  method: 'POST',
  path: '/api/fetchprebuilt',
  tag: 'prebuilts',
  summary: 'The pre-builts of a use case near a budget, best match first',
  description:
    'In-stock machines of the use case priced from 25 % below to 10 % above the budget (held to ' +
    '₹30,000-₹3,00,000), the one that uses the budget best first, at most 6; when none is that ' +
    'near, the 3 nearest. Never empty while the use case has machines: if none is in stock, the ' +
    'nearest are answered marked out of stock.',
  body: z.object({
    useCase: useCaseSchema,
    price: z.number().finite().describe('The budget in rupees'),
  }),
  response: z.array(prebuiltOfferSchema),
  errors: [],
});

export const getPcEndpoint = endpoint({
  method: 'POST',
  path: '/api/getPc',
  tag: 'prebuilts',
  summary: "One pre-built with today's price and stock",
  body: z.object({ useCase: useCaseSchema, id: z.string().min(1).max(200) }),
  response: z.object({ rows: z.array(prebuiltOfferSchema) }),
  errors: ['PREBUILT_NOT_FOUND'],
});
