import { z } from 'zod';
import { pcBuildSchema } from '../configurator/pc-build-schema';
import { selectionSchema } from '../configurator/sections';
import { endpoint } from './endpoint';

export const addBuildEndpoint = endpoint({
  method: 'POST',
  path: '/api/addBuild',
  tag: 'configurator',
  summary: 'Saves a build for sharing, checked and priced again on the server',
  description:
    'Only the selection of part ids is read: the build object, its name and price are made ' +
    'from the catalogue. A build with a part out of stock may be shared.',
  body: z.object({
    itemShort: z.string().max(1_000).optional().describe('Ignored: the server names the build'),
    item: z
      .looseObject({ selection: selectionSchema.optional() })
      .optional()
      .describe('The PC build object; only its selection of part ids is read'),
    price: z.number().optional().describe('Ignored: the server prices the build'),
  }),
  status: 201,
  response: z.object({ id: z.string().describe('The id in /builds/{id}') }),
  errors: ['INCOMPLETE_PC', 'BUILD_REFUSED', 'RATE_LIMITED'],
});

export const sharedBuildSchema = z.object({
  item: pcBuildSchema.describe("The build, described and priced from today's catalogue"),
  updatedPrice: z.number().describe("Today's selling price, rupees (0 if a part left the shop)"),
  itemshort: z.string(),
  stockStatus: z.enum(['Y', 'N']).describe('Y when every part is in stock and the build is sold'),
});
/** A shared build as it stands today (docs/api/builds.md). */
export type SharedBuild = z.infer<typeof sharedBuildSchema>;

export const getBuildEndpoint = endpoint({
  method: 'POST',
  path: '/api/getBuild',
  tag: 'configurator',
  summary: "A shared build with today's price and stock",
  body: z.object({ id: z.string().max(200) }),
  response: z.object({ rows: z.array(sharedBuildSchema) }),
  errors: ['BUILD_NOT_FOUND'],
});
