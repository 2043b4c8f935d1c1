import { cartAnswerSchema, pricedGuestLineSchema, updatePriceBodySchema } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { cartEditRoutes } from './cart-edit-routes';
import { viewCart, viewGuestLine } from './cart-view';
import { pricingSources } from './line-quote';
import { createCartRepository } from './repository';

/** The cart (SPEC §2 Cart, §7 addToCart, updatePrice, updateQty, delItem; mergeCart at sign-in). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const carts = createCartRepository(app.db);
  app.accountDetails.provide('cartInfo', async (userId) =>
    viewCart(pricingSources(app, 'selling'), await carts.listForUser(userId)),
  );

  // Every answer is one person's cart, priced at this moment.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/updatePrice',
    {
      schema: {
        tags: ['cart'],
        summary: "Each line's price, stock and title from today's catalogue",
        description:
          "A guest's lines are priced as sent (only ids, type and quantity are read); a " +
          "signed-in user's server cart is answered instead, whatever the body holds.",
        body: updatePriceBodySchema,
        response: {
          200: z.object({
            cart: z.array(z.union([cartAnswerSchema.shape.cart.element, pricedGuestLineSchema])),
          }),
          400: messageBodySchema,
        },
      },
    },
    async (request) => {
      const sources = pricingSources(app, 'selling');
      const user = await app.sessions.resolve(request);
      if (user) return { cart: await viewCart(sources, await carts.listForUser(user.id)) };
      return {
        cart: await Promise.all(request.body.cart.map((line) => viewGuestLine(sources, line))),
      };
    },
  );

  await app.register(cartEditRoutes, { carts });
};
