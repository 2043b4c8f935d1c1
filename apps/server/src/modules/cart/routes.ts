import { updatePriceEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { routeOf } from '../../platform/http/route-schema';
import { KEPT_ANSWER_COMPRESSORS, sendKept, serializedBy } from '../../platform/http/send-kept';
import { keptAnswers } from '../../platform/kept/kept-answers';
import { cartEditRoutes } from './cart-edit-routes';
import { viewCart, viewGuestLine } from './cart-view';
import { type PricingSources, pricingSources } from './line-quote';
import { createCartRepository, type StoredCartLine } from './repository';

/**
 * The cart: addToCart, updatePrice, updateQty, delItem, and mergeCart at sign-in
 * (docs/api/cart.md).
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = createCartRepository(app.db);
  // The cart refresh reads a cart far more often than anyone changes one: the lines are read once
  // until the database may have changed (docs/decisions/064-memory-until-a-change-is-heard.md).
  const cartLines = rememberedUntilChange(app.databaseChangeCount, carts.listForUser);
  // A cart's answer is kept as sent while its lines (the remembered read's own array) and the
  // snapshots it was priced from stand (docs/decisions/065-a-cart-answer-kept-as-sent.md).
  const answerFor = keptAnswers<readonly StoredCartLine[], PricingSources>(KEPT_ANSWER_COMPRESSORS);
  app.accountDetails.provide(
    'cartInfo',
    async (userId, sources: PricingSources) => viewCart(sources, await cartLines(userId)),
    () => pricingSources(app, 'selling'),
  );
  app.personalData.register({
    table: 'cart_items',
    section: 'cart',
    erasure: 'delete',
    note: 'What is in your cart.',
    export: ({ userId }) => carts.exportForUser(userId),
    erase: (trx, { userId }) => createCartRepository(trx).removeAll(userId),
  });

  // Every answer is one person's cart, priced at this moment. The callback form: no promise per
  // request on the cart refresh's path.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.route({
    ...routeOf(updatePriceEndpoint),
    handler: async (request, reply) => {
      const sources = pricingSources(app, 'selling');
      const user = await app.sessions.resolve(request);
      if (user) {
        const lines = await cartLines(user.id);
        const answer = await answerFor(lines, sources, async (recorded) =>
          serializedBy(reply, { cart: await viewCart(recorded, lines) }),
        );
        return sendKept(request, reply, answer);
      }
      return {
        cart: await Promise.all(request.body.cart.map((line) => viewGuestLine(sources, line))),
      };
    },
  });

  await app.register(cartEditRoutes, { carts });
};
