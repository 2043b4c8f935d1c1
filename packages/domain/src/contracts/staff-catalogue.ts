import { z } from 'zod';
import { CATALOGUE_ITEM_KINDS } from '../catalogue-items/kinds';
import { endpoint } from './endpoint';

/** Prices and stock of parts, add-ons and pre-builts, for staff (docs/api/staff-console.md#catalogue). */

/** Every kind the shop sells, as the catalogue store names them. */
export const STOCK_ITEM_KINDS = CATALOGUE_ITEM_KINDS;
export const stockItemKindSchema = z.enum(STOCK_ITEM_KINDS);
export type StockItemKind = z.infer<typeof stockItemKindSchema>;

/** A counted item at or below this many is low. */
export const LOW_STOCK_AT = 3;

export const stockItemSchema = z.object({
  kind: stockItemKindSchema,
  id: z.string(),
  name: z.string(),
  price: z.number().nullable().describe('Whole rupees; null for a pre-built, priced by its parts'),
  inStock: z.boolean(),
  stockQty: z.number().int().nullable().describe('Counted stock; null when not counted'),
  low: z.boolean().describe('Out of stock, or counted at LOW_STOCK_AT or fewer'),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const staffCatalogueEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/catalogue',
  tag: 'staff-catalogue',
  summary: 'Every part, add-on and pre-built with its price and stock',
  query: z.object({
    kind: z.enum(['all', ...STOCK_ITEM_KINDS]).default('all'),
    low: z.enum(['true', 'false']).default('false').describe('Only the low-stock list'),
  }),
  response: z.object({ items: z.array(stockItemSchema) }),
  errors: [],
});

export const staffUpdateStockItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/catalogue/update',
  tag: 'staff-catalogue',
  summary: "Changes an item's price, stock flag or counted stock",
  description:
    'The change reaches every instance within a second (the catalogue versions) and carts are priced with it at ' +
    'once. A count of 0 takes the item out of stock; a positive count puts it back.',
  body: z.object({
    kind: stockItemKindSchema,
    id: z.string().min(1).max(200),
    price: z
      .number({ error: 'Please enter the price in whole rupees.' })
      .int('Please enter the price in whole rupees.')
      .min(1, 'Please enter the price in whole rupees.')
      .max(10_000_000)
      .optional(),
    inStock: z.boolean().optional(),
    stockQty: z.number().int().min(0).max(100_000).nullable().optional(),
  }),
  response: z.object({ item: stockItemSchema }),
  errors: ['NOT_FOUND'],
});
