import {
  API_MESSAGES,
  checkoutEndpoint,
  checkoutQuote,
  quoteEndpoint,
  updateCartEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { createCartService } from '../cart/service';
import { createCrmService } from '../crm/service';
import { createCheckoutService } from './service';

/**
 * Checkout, quote and updateCart (docs/api/checkout.md): every figure and refusal comes from the
 * checkout service (docs/decisions/003-money-in-paise-prices-decided-by-the-server.md).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService(app);
  const checkout = createCheckoutService(app);

  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(checkoutEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      const now = app.clock.now();
      // The CRM hears of the checkout with the stamp (docs/api/crm.md#what-the-crm-receives).
      await app.db.transaction().execute(async (trx) => {
        await createAccountsService(trx).stampCheckoutClicked(user.id, now);
        await createCrmService(trx).queueContactSync(user.id, now);
      });
      await cart.startCheckoutSessions(user.id, now);
      const [lines, quotes] = await Promise.all([
        cart.view(user.id),
        checkout.quotesOnOpening(user.id, now),
      ]);
      return { cart: lines, ...quotes };
    },
  });

  app.route({
    ...routeOf(quoteEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      const { decision } = await checkout.quote(user.id, request.body?.couponid, app.clock.now());
      if (!decision.ok) throw new HttpError(decision.refusal.code, decision.refusal.message);
      return checkoutQuote(decision.totals);
    },
  });

  app.route({
    ...routeOf(updateCartEndpoint),
    handler: async (request) => {
      // `id` names the cart line here, not the user.
      const user = assertSessionUser(request, request.body, ['userid', 'uid', 'userId']);
      const { id, couponid } = request.body;
      const discount = await checkout.lineDiscount(user.id, id, couponid, app.clock.now());
      if (discount === 'coupon-not-found') {
        throw new HttpError('COUPON_NOT_FOUND', API_MESSAGES.couponNotFound);
      }
      // An out-of-stock line is not paid for: it carries no discountInfo.
      if (discount === 'line-not-found' || !(await cart.saveCheckoutInfo(user.id, id, discount))) {
        throw new HttpError('ITEM_NOT_FOUND', API_MESSAGES.itemNotFound);
      }
      return { cart: await cart.view(user.id) };
    },
  });
};
