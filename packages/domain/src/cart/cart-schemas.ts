import { z } from 'zod';
import { ACCESSORY_CATEGORIES, stockFlagSchema } from '../accessories/accessory-schema';
import { selectionSchema } from '../configurator/sections';

/** 'PC' a custom build, 'PB' a pre-built, otherwise the add-on's category (SPEC §3 Cart item). */
export const CART_ITEM_TYPES = ['PC', 'PB', ...ACCESSORY_CATEGORIES] as const;
export const cartItemTypeSchema = z.enum(CART_ITEM_TYPES);
export type CartItemType = z.infer<typeof cartItemTypeSchema>;

/**
 * The most of one line in a cart. The spec sets no limit; this one keeps a runaway quantity
 * button (or a hand-made request) from ordering hundreds of PCs or overflowing the column.
 */
export const CART_MAX_QTY = 99;
/** The most lines a guest cart may send at once (updatePrice, mergeCart). */
export const CART_MAX_LINES = 50;

const id = z.string().min(1).max(200);
const qty = z.number().int().min(1).max(CART_MAX_QTY);

/**
 * What identifies the product of a line; the server reads only these ids and looks up the rest:
 * `selection` for a PC, `id` for a pre-built or an add-on. The browser may send the whole object.
 */
export const cartItemRefSchema = z.looseObject({
  id: id.optional(),
  selection: selectionSchema.optional(),
});

/** A line as a guest's browser keeps it, or sends it to be added. Prices and stock are never read. */
export const cartLineInputSchema = z.object({
  itemType: cartItemTypeSchema,
  item: cartItemRefSchema,
  itemShort: z.string().max(500).optional(),
  qty: qty.default(1),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);
const sessionUserId = z.string().max(200).optional().describe("Must be the session's user");

export const addToCartBodySchema = cartLineInputSchema.extend({
  userid: sessionUserId,
  stock: ignored('the server decides stock'),
  price: ignored('the server decides prices'),
});

export const updateQtyBodySchema = z.object({
  itemid: id,
  qty: z
    .number()
    .int()
    .min(-CART_MAX_QTY)
    .max(CART_MAX_QTY)
    .describe('A change, not a total: +1, -1; 0 changes nothing'),
  userid: sessionUserId,
});

export const delItemBodySchema = z.object({ itemid: id, userid: sessionUserId });

export const mergeCartBodySchema = z.object({
  items: z.array(cartLineInputSchema).max(CART_MAX_LINES),
  userid: sessionUserId,
});

/** A guest's line sent to be priced: its temporary ids come back as they went. */
export const guestCartLineSchema = cartLineInputSchema.extend({
  itemid: id.optional(),
  userid: id.optional(),
  created: z.string().max(100).optional(),
});

export const updatePriceBodySchema = z.object({
  cart: z
    .array(guestCartLineSchema)
    .max(CART_MAX_LINES)
    .default([])
    .describe('Read for guests only; a signed-in user gets the server cart'),
});

const pricedFields = {
  itemType: cartItemTypeSchema,
  item: z.unknown().describe("Today's PC build object, add-on or pre-built as the server has it"),
  itemShort: z.string(),
  qty,
  stock: stockFlagSchema,
  updatedPrice: z.number().describe('Price of one, whole rupees; 0 when it cannot be sold'),
  title: z.string().describe('"Custom PC (Pro PC)", or the add-on\'s name'),
};

/** A line of a signed-in user's cart, priced by the server (SPEC §3 Cart item). */
export const cartItemSchema = z.object({
  itemid: z.string(),
  userid: z.string(),
  ...pricedFields,
  created: z.string().describe('ISO date-time'),
  checkoutInfo: z.unknown().nullable(),
  checkouttime: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A guest's line priced by the server, with its temporary ids as sent. */
export const pricedGuestLineSchema = z.object({
  itemid: z.string().optional(),
  userid: z.string().optional(),
  created: z.string().optional(),
  ...pricedFields,
});
export type PricedGuestLine = z.infer<typeof pricedGuestLineSchema>;

export const cartAnswerSchema = z.object({ cart: z.array(cartItemSchema) });
