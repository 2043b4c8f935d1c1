import { z } from 'zod';
import {
  CART_MAX_LINES,
  CART_MAX_QTY,
  cartAnswerSchema,
  cartIdSchema,
  cartItemSchema,
  cartLineInputSchema,
  guestCartLineSchema,
  pricedGuestLineSchema,
} from '../cart/cart-schemas';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { ignoredField, sessionUserIdSchema } from './shared';

/** A cart answer with what happened. */
const messageAndCartSchema = cartAnswerSchema.extend({ message: z.string() });

/** A refusal that carries the cart as it now stands, so the screen can show it. */
export function refusalWithCartSchema<const C extends 'ALREADY_IN_CART' | 'OUT_OF_STOCK'>(code: C) {
  return errorBodySchema.extend({ code: z.literal(code), cart: z.array(cartItemSchema) });
}

export const updatePriceEndpoint = endpoint({
  method: 'POST',
  path: '/api/updatePrice',
  tag: 'cart',
  summary: "Each line's price, stock and title from today's catalogue",
  description:
    "A guest's lines are priced as sent (only ids, type and quantity are read); a signed-in " +
    "user's server cart is answered instead, whatever the body holds.",
  body: z.object({
    cart: z
      .array(guestCartLineSchema)
      .max(CART_MAX_LINES)
      .default([])
      .describe('Read for guests only; a signed-in user gets the server cart'),
  }),
  response: z.object({ cart: z.array(z.union([cartItemSchema, pricedGuestLineSchema])) }),
  errors: [],
});

export const addToCartEndpoint = endpoint({
  method: 'POST',
  path: '/api/addToCart',
  tag: 'cart',
  summary: 'Adds a product, priced and named by the server; the same product twice is refused',
  body: cartLineInputSchema.extend({
    userid: sessionUserIdSchema,
    stock: ignoredField('the server decides stock'),
    price: ignoredField('the server decides prices'),
  }),
  status: 201,
  response: messageAndCartSchema,
  errors: [
    'LOGIN_REQUIRED',
    'INCOMPLETE_PC',
    'BUILD_REFUSED',
    'UNKNOWN_ITEM',
    'OUT_OF_STOCK',
    'ALREADY_IN_CART',
  ],
  errorBodies: { ALREADY_IN_CART: refusalWithCartSchema('ALREADY_IN_CART') },
});

export const updateQtyEndpoint = endpoint({
  method: 'POST',
  path: '/api/updateQty',
  tag: 'cart',
  summary: 'Changes a quantity by a delta (never below 1); out-of-stock lines cannot change',
  body: z.object({
    itemid: cartIdSchema,
    qty: z
      .number()
      .int()
      .min(-CART_MAX_QTY)
      .max(CART_MAX_QTY)
      .describe('A change, not a total: +1, -1; 0 changes nothing'),
    userid: sessionUserIdSchema,
  }),
  response: cartAnswerSchema,
  errors: ['LOGIN_REQUIRED', 'ITEM_NOT_FOUND', 'OUT_OF_STOCK'],
  errorBodies: { OUT_OF_STOCK: refusalWithCartSchema('OUT_OF_STOCK') },
});

export const delItemEndpoint = endpoint({
  method: 'POST',
  path: '/api/delItem',
  tag: 'cart',
  summary: "Removes one of the user's lines",
  body: z.object({ itemid: cartIdSchema, userid: sessionUserIdSchema }),
  response: cartAnswerSchema,
  errors: ['LOGIN_REQUIRED', 'ITEM_NOT_FOUND'],
});

export const mergeCartEndpoint = endpoint({
  method: 'POST',
  path: '/api/mergeCart',
  tag: 'cart',
  summary: "Adds each of a guest's products the user does not have yet, once",
  description:
    'At sign-in. Products the shop no longer sells are left out; out-of-stock ones are kept and ' +
    'shown out of stock. Merging twice, or from two tabs at once, adds nothing twice.',
  body: z.object({
    items: z.array(cartLineInputSchema).max(CART_MAX_LINES),
    userid: sessionUserIdSchema,
  }),
  response: cartAnswerSchema,
  errors: ['LOGIN_REQUIRED'],
});
