import {
  addToCartBodySchema,
  cartAnswerSchema,
  delItemBodySchema,
  MESSAGES,
  mergeCartBodySchema,
  updateQtyBodySchema,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { assertSessionUser, requireSession } from '../../plugins/session';
import { quoteStored, viewCart } from './cart-view';
import { ITEM_NOT_FOUND_MESSAGE, isRefusal, pricingSources, quoteLine } from './line-quote';
import type { CartRepository, NewCartLine } from './repository';

const messageAndCart = cartAnswerSchema.extend({ message: z.string() });
const guarded = { 401: messageBodySchema, 403: messageBodySchema };

/** The signed-in user's own cart: the user is the session's, lines are found by owner (D6). */
export const cartEditRoutes: FastifyPluginAsyncZod<{ carts: CartRepository }> = async (
  app,
  { carts },
) => {
  app.addHook('onRequest', requireSession);

  app.post(
    '/addToCart',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Adds a product, priced and named by the server; the same product twice is refused',
        body: addToCartBodySchema,
        response: {
          201: messageAndCart,
          400: messageBodySchema,
          409: z.union([messageAndCart, messageBodySchema]),
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { itemType, item, qty } = request.body;
      const sources = pricingSources(app, 'selling');
      const quote = await quoteLine(sources, itemType, item);
      if (isRefusal(quote)) throw new HttpError(400, quote.refused);
      if (quote.stock === 'N') throw new HttpError(409, MESSAGES.cart.outOfStock);
      const line: NewCartLine = { itemType, ...quote, qty };
      const added = await carts.add(user.id, line, app.clock.now());
      const cart = await viewCart(sources, await carts.listForUser(user.id));
      if (!added) return reply.code(409).send({ message: MESSAGES.cart.alreadyInCart, cart });
      return reply.code(201).send({ message: MESSAGES.cart.added, cart });
    },
  );

  app.post(
    '/updateQty',
    {
      schema: {
        tags: ['cart'],
        summary: 'Changes a quantity by a delta (never below 1); out-of-stock lines cannot change',
        body: updateQtyBodySchema,
        response: {
          200: cartAnswerSchema,
          404: messageBodySchema,
          409: messageAndCart,
          ...guarded,
        },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { itemid, qty } = request.body;
      const line = await carts.findForUser(user.id, itemid);
      if (!line) throw new HttpError(404, ITEM_NOT_FOUND_MESSAGE);
      const sources = pricingSources(app, 'selling');
      if (qty !== 0) {
        const quote = await quoteStored(sources, line);
        if (quote?.stock !== 'Y') {
          const cart = await viewCart(sources, await carts.listForUser(user.id));
          return reply.code(409).send({ message: MESSAGES.cart.outOfStock, cart });
        }
        // Deleted meanwhile (another tab): not found, as if it had gone before.
        if (!(await carts.changeQty(user.id, itemid, qty))) {
          throw new HttpError(404, ITEM_NOT_FOUND_MESSAGE);
        }
      }
      return { cart: await viewCart(sources, await carts.listForUser(user.id)) };
    },
  );

  app.post(
    '/delItem',
    {
      schema: {
        tags: ['cart'],
        summary: "Removes one of the user's lines",
        body: delItemBodySchema,
        response: { 200: cartAnswerSchema, 404: messageBodySchema, ...guarded },
      },
    },
    async (request) => {
      const user = assertSessionUser(request, request.body);
      if (!(await carts.remove(user.id, request.body.itemid))) {
        throw new HttpError(404, ITEM_NOT_FOUND_MESSAGE);
      }
      return {
        cart: await viewCart(pricingSources(app, 'selling'), await carts.listForUser(user.id)),
      };
    },
  );

  app.post(
    '/mergeCart',
    {
      schema: {
        tags: ['cart'],
        summary: "Adds each of a guest's products the user does not have yet, once",
        description:
          'At sign-in. Products the shop no longer sells are left out; out-of-stock ones are ' +
          'kept and shown out of stock. Merging twice, or from two tabs at once, adds nothing twice.',
        body: mergeCartBodySchema,
        response: { 200: cartAnswerSchema, 400: messageBodySchema, ...guarded },
      },
    },
    async (request) => {
      const user = assertSessionUser(request, request.body);
      const sources = pricingSources(app, 'selling');
      const lines: NewCartLine[] = [];
      for (const { itemType, item, qty } of request.body.items) {
        const quote = await quoteLine(sources, itemType, item);
        if (!isRefusal(quote)) lines.push({ itemType, ...quote, qty });
      }
      const stored = await carts.addMissing(user.id, lines, app.clock.now());
      return { cart: await viewCart(sources, stored) };
    },
  );
};
