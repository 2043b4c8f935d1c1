import { z } from 'zod';
import { photosField } from '../products/photos';
import { productFactsSchema } from '../products/product-facts';
import { ACCESSORY_CATEGORIES } from './accessory-categories';

/** 'Y' in stock, 'N' out of stock. */
export const stockFlagSchema = z.enum(['Y', 'N']);
export type StockFlag = z.infer<typeof stockFlagSchema>;

/**
 * One add-on as data/accessories/accessories.json holds it
 * (docs/api/accessories.md#accessory-record): `item` is the description, `price` whole rupees with
 * GST, `warranty` whole years, `facts` its origin, maker and importer, `colour` the body colour the web draws its picture in
 * (docs/decisions/011-self-contained-assets.md). Stock is not here: the shop sets it in the
 * database.
 */
export const accessorySchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  category: z.enum(ACCESSORY_CATEGORIES),
  itemShort: z.string().trim().min(1).max(80),
  item: z.string().trim().min(1).max(400),
  price: z.number().int().positive(),
  warranty: z.number().int().min(0).max(10),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'a hex colour like #1a1a1a'),
  /** Origin, maker and importer (docs/decisions/050-product-facts-on-every-listing.md). */
  facts: productFactsSchema,
  photos: photosField,
});
export type Accessory = z.infer<typeof accessorySchema>;

/** The whole file: ids and names unique, because carts find an add-on by id and tell duplicates by name. */
export const accessoryListSchema = z.array(accessorySchema).superRefine((list, context) => {
  for (const field of ['id', 'itemShort'] as const) {
    const seen = new Set<string>();
    list.forEach((accessory, index) => {
      const value = accessory[field].toLowerCase();
      if (seen.has(value)) {
        context.addIssue({
          code: 'custom',
          path: [index, field],
          message: `${field} "${accessory[field]}" is used twice`,
        });
      }
      seen.add(value);
    });
  }
});

/** An add-on as POST /api/fetchAccessories answers it: with today's stock. */
export const accessoryOfferSchema = accessorySchema.extend({ stock: stockFlagSchema });
export type AccessoryOffer = z.infer<typeof accessoryOfferSchema>;

export const fetchAccessoriesAnswerSchema = z.object({
  accessories: z.array(accessoryOfferSchema),
});
