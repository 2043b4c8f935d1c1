import { z } from 'zod';
import { ACCESSORY_CATEGORIES } from '../accessories/accessory-categories';
import { stockFlagSchema } from '../accessories/accessory-schema';
import { selectionSchema } from '../configurator/sections';
import { withCartProduct } from './cart-products';

/**
 * 'PC' a custom build, 'PB' a pre-built, otherwise the add-on's category
 * (docs/api/cart.md#cart-item).
 */
export const CART_ITEM_TYPES = ['PC', 'PB', ...ACCESSORY_CATEGORIES] as const;
export const cartItemTypeSchema = z.enum(CART_ITEM_TYPES);
export type CartItemType = z.infer<typeof cartItemTypeSchema>;

/** The item types that are PCs: a custom build or a pre-built. Add-ons are sold only with one. */
export const PC_ITEM_TYPES = ['PC', 'PB'] as const satisfies readonly CartItemType[];

/** Whether a line, order or product of this type is a PC (custom or pre-built), not an add-on. */
export function isPcItemType(itemType: string): boolean {
  return (PC_ITEM_TYPES as readonly string[]).includes(itemType);
}

/**
 * The most of one line in a cart. This limit keeps a runaway quantity button (or a hand-made
 * request) from ordering hundreds of PCs or overflowing the column.
 */
export const CART_MAX_QTY = 99;
/** The most lines a guest cart may send at once (updatePrice, mergeCart). */
export const CART_MAX_LINES = 50;

/** An id a cart body names: a line, a product or a user. */
export const cartIdSchema = z.string().min(1).max(200);
const qty = z.number().int().min(1).max(CART_MAX_QTY);

/**
 * What identifies the product of a line; the server reads only these ids and looks up the rest:
 * `selection` for a PC, `id` for a pre-built or an add-on. The browser may send the whole object.
 */
export const cartItemRefSchema = z.looseObject({
  id: cartIdSchema.optional(),
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

/** A guest's line sent to be priced: its temporary ids come back as they went. */
export const guestCartLineSchema = cartLineInputSchema.extend({
  itemid: cartIdSchema.optional(),
  userid: cartIdSchema.optional(),
  created: z.string().max(100).optional(),
});

// Beside these, every line has its itemType and its product under `item`, a union by itemType
// (withCartProduct): today's PC build object, pre-built or add-on as the server has it.
const pricedFields = {
  itemShort: z.string(),
  qty,
  stock: stockFlagSchema,
  updatedPrice: z.number().describe('Price of one, whole rupees; 0 when it cannot be sold'),
  title: z.string().describe('"Custom PC (Pro PC)", or the add-on\'s name'),
};

/** A line of a signed-in user's cart, priced by the server (docs/api/cart.md#cart-item). */
export const cartItemSchema = withCartProduct(
  z.object({
    itemid: z.string(),
    userid: z.string(),
    ...pricedFields,
    created: z.string().describe('ISO date-time'),
    checkoutInfo: z.unknown().nullable(),
    checkouttime: z.string().nullable(),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

/** A guest's line priced by the server, with its temporary ids as sent. */
export const pricedGuestLineSchema = withCartProduct(
  z.object({
    itemid: z.string().optional(),
    userid: z.string().optional(),
    created: z.string().optional(),
    ...pricedFields,
  }),
);
export type PricedGuestLine = z.infer<typeof pricedGuestLineSchema>;

export const cartAnswerSchema = z.object({ cart: z.array(cartItemSchema) });
