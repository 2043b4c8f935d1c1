import {
  API_MESSAGES,
  addToCartEndpoint,
  delItemEndpoint,
  MESSAGES,
  mergeCartEndpoint,
  updateQtyEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { quoteStored, viewCart } from './cart-view';
import { isRefusal, pricingSources, quoteLine } from './line-quote';
import type { CartRepository, NewCartLine } from './repository';

const itemNotFound = () => new HttpError('ITEM_NOT_FOUND', API_MESSAGES.itemNotFound);

/**
 * The signed-in user's own cart: the user is the session's, lines are found by owner
 * (docs/decisions/005-the-session-decides-the-user.md).
 */
export const cartEditRoutes: FastifyPluginAsyncZod<{ carts: CartRepository }> = async (
  app,
  { carts },
) => {
  app.addHook('onRequest', requireSession);

  app.route({
    ...routeOf(addToCartEndpoint),
    handler: async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { itemType, item, qty } = request.body;
      const sources = pricingSources(app, 'selling');
      const quote = await quoteLine(sources, itemType, item);
      if (isRefusal(quote)) throw new HttpError(quote.code, quote.refused);
      if (quote.stock === 'N') throw new HttpError('OUT_OF_STOCK', MESSAGES.cart.outOfStock);
      const line: NewCartLine = { ...quote, qty };
      const added = await carts.add(user.id, line, app.clock.now());
      const cart = await viewCart(sources, await carts.listForUser(user.id));
      if (!added) throw new HttpError('ALREADY_IN_CART', MESSAGES.cart.alreadyInCart, { cart });
      return reply.code(201).send({ message: MESSAGES.cart.added, cart });
    },
  });

  app.route({
    ...routeOf(updateQtyEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      const { itemid, qty } = request.body;
      const line = await carts.findForUser(user.id, itemid);
      if (!line) throw itemNotFound();
      const sources = pricingSources(app, 'selling');
      if (qty !== 0) {
        const quote = await quoteStored(sources, line);
        if (quote?.stock !== 'Y') {
          const cart = await viewCart(sources, await carts.listForUser(user.id));
          throw new HttpError('OUT_OF_STOCK', MESSAGES.cart.outOfStock, { cart });
        }
        // Deleted meanwhile (another tab): not found, as if it had gone before.
        if (!(await carts.changeQty(user.id, itemid, qty))) throw itemNotFound();
      }
      return { cart: await viewCart(sources, await carts.listForUser(user.id)) };
    },
  });

  app.route({
    ...routeOf(delItemEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      if (!(await carts.remove(user.id, request.body.itemid))) throw itemNotFound();
      return {
        cart: await viewCart(pricingSources(app, 'selling'), await carts.listForUser(user.id)),
      };
    },
  });

  app.route({
    ...routeOf(mergeCartEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      const sources = pricingSources(app, 'selling');
      const lines: NewCartLine[] = [];
      for (const { itemType, item, qty } of request.body.items) {
        const quote = await quoteLine(sources, itemType, item);
        if (!isRefusal(quote)) lines.push({ ...quote, qty });
      }
      const stored = await carts.addMissing(user.id, lines, app.clock.now());
      return { cart: await viewCart(sources, stored) };
    },
  });
};
