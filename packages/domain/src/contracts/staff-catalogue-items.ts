import { z } from 'zod';
import { CATALOGUE_ITEM_KINDS } from '../catalogue-items/kinds';
import { catalogueSchema } from '../configurator/catalogue';
import { photoSchema } from '../products/photos';
import { endpoint } from './endpoint';

/**
 * Staff create, edit, publish and withdraw what the shop sells (docs/api/staff-catalogue-items.md):
 * parts of the eight kinds, add-ons and pre-builts, each checked with its kind's schema in the
 * domain (CATALOGUE_KIND_SHAPES) and, for a pre-built, with the configurator's rules.
 */

export const catalogueItemKindSchema = z.enum(CATALOGUE_ITEM_KINDS);

/** The words staff read when a save is refused or overtaken. */
export const CATALOGUE_ITEM_MESSAGES = {
  changed: 'Someone saved this item after you opened it. Open it again to see their change.',
  idTaken: (kind: string, id: string) => `There is already a ${kind} with the id "${id}".`,
  idFixed: 'An item keeps its id: save it as a new item instead.',
  impossiblePrebuilt: (problems: string) => `This pre-built cannot be built: ${problems}`,
  unusablePart: (name: string) =>
    `No build can use ${name}: no other part of the shop on sale fits it.`,
  unpublishedParts: (names: string) =>
    `Publish its parts first: ${names} ${names.includes(',') ? 'are' : 'is'} not on sale.`,
} as const;

const itemDocumentSchema = z
  .record(z.string(), z.unknown())
  .describe("The item in its kind's schema, prices in whole rupees");

export const staffCatalogueItemSchema = z.object({
  kind: catalogueItemKindSchema,
  id: z.string(),
  published: z.boolean(),
  inStock: z.boolean(),
  stockQty: z.number().int().nullable(),
  revision: z.number().int().describe('Send it back with a save: an older one is refused'),
  item: itemDocumentSchema,
  /** A pre-built's price and tier today, from its parts; null for other kinds. */
  quote: z
    .object({ price: z.number().describe('Whole rupees'), tier: z.string().nullable() })
    .nullable(),
});
export type StaffCatalogueItem = z.infer<typeof staffCatalogueItemSchema>;

const savedAnswer = z.object({
  item: staffCatalogueItemSchema,
  warnings: z
    .array(z.string())
    .describe('What the change would break or leave unsold, named before it goes live'),
});
export type StaffCatalogueItemSaved = z.infer<typeof savedAnswer>;

const itemParams = z.object({ kind: catalogueItemKindSchema, id: z.string().min(1).max(200) });

export const staffAllPartsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/catalogue/parts',
  tag: 'staff-catalogue',
  summary: 'Every part of the eight kinds, on sale or not, as the configurator reads them',
  description:
    'For composing a pre-built in the console: the same choices the configurator offers, over ' +
    'every part staff hold, so a part not yet on sale can go into a pre-built before both are ' +
    'published. `notOnSale` names the parts (by id) that are not published.',
  response: z.object({ catalogue: catalogueSchema, notOnSale: z.array(z.string()) }),
  errors: [],
});

export const staffCatalogueItemEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/catalogue/items/:kind/:id',
  tag: 'staff-catalogue',
  summary: 'One catalogue item with every field, published or not',
  params: itemParams,
  response: z.object({ item: staffCatalogueItemSchema }),
  errors: ['NOT_FOUND'],
});

export const staffCreateCatalogueItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/catalogue/items',
  tag: 'staff-catalogue',
  summary: 'Adds a part, add-on or pre-built, not yet published',
  body: z.object({ kind: catalogueItemKindSchema, item: itemDocumentSchema }),
  status: 201,
  response: savedAnswer,
  errors: ['ITEM_REFUSED', 'ITEM_CHANGED'],
});

export const staffSaveCatalogueItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/catalogue/items/:kind/:id',
  tag: 'staff-catalogue',
  summary: "Replaces an item's fields",
  description:
    'The item keeps its id, stock and publication. A published change reaches the finder, pages and ' +
    'open carts at once (carts are priced on every read).',
  params: itemParams,
  body: z.object({ revision: z.number().int(), item: itemDocumentSchema }),
  response: savedAnswer,
  errors: ['NOT_FOUND', 'ITEM_REFUSED', 'ITEM_CHANGED'],
});

export const staffPublishCatalogueItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/catalogue/items/:kind/:id/publish',
  tag: 'staff-catalogue',
  summary: 'Puts an item on sale, or withdraws it',
  description:
    'A withdrawn item is no longer shown, priced or sold; carts holding it show it as gone. A ' +
    'pre-built is published only when every part of it is.',
  params: itemParams,
  body: z.object({ revision: z.number().int(), published: z.boolean() }),
  response: savedAnswer,
  errors: ['NOT_FOUND', 'ITEM_REFUSED', 'ITEM_CHANGED'],
});

export const staffMoveCatalogueItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/catalogue/items/:kind/:id/move',
  tag: 'staff-catalogue',
  summary: 'Moves an item one place up or down among its kind',
  description:
    'The item swaps places with its neighbour in the list of its kind, as the finder and pages ' +
    'show them; the first item cannot move up, nor the last down (it stays, with no change).',
  params: itemParams,
  body: z.object({ revision: z.number().int(), direction: z.enum(['up', 'down']) }),
  response: savedAnswer,
  errors: ['NOT_FOUND', 'ITEM_CHANGED'],
});

export const staffUploadCatalogueItemPhotoEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/catalogue/items/:kind/:id/photos',
  tag: 'staff-catalogue',
  summary: 'Adds a photo to an item: the request body is the image file itself',
  description:
    'Any content type: the file is judged by its content. JPEG, PNG, WebP, AVIF, TIFF or GIF of up to ' +
    '40 megapixels and 20 MB; stored without its metadata as AVIF and WebP at 320, 640 and 1280 px ' +
    'wide on a 4:3 canvas, under /media/<kind>/<id>/.',
  params: itemParams,
  query: z.object({ alt: z.string().trim().max(200).default('') }),
  status: 201,
  response: z.object({ item: staffCatalogueItemSchema, photo: photoSchema }),
  errors: ['NOT_FOUND', 'PHOTO_REFUSED', 'PHOTO_TOO_LARGE'],
});
