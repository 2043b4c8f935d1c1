import {
  API_MESSAGES,
  checkoutEndpoint,
  checkoutQuote,
  checkoutTotals,
  couponRefusal,
  paidLines,
  quoteEndpoint,
  updateCartEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { createCartService } from '../cart/service';
import { createCouponsService } from '../coupons/service';
import { createCrmService } from '../crm/service';

/**
 * Checkout, quote and updateCart (docs/api/checkout.md): every figure worked out here
 * (docs/decisions/003-money-in-paise-prices-decided-by-the-server.md).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = createCartService(app);
  const coupons = createCouponsService(app.db);

  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function usableCoupon(userId: string, couponId: string | null | undefined) {
    if (!couponId) return null;
    const coupon = await coupons.findUsable(userId, couponId, app.clock.now());
    if (!coupon) throw new HttpError('COUPON_NOT_FOUND', API_MESSAGES.couponNotFound);
    return coupon;
  }

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
      return { cart: await cart.view(user.id) };
    },
  });

  app.route({
    ...routeOf(quoteEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      const coupon = await usableCoupon(user.id, request.body?.couponid);
      const lines = await cart.pricedLines(user.id);
      const totals = checkoutTotals({ lines, coupon });
      const refusal = couponRefusal(coupon, totals.pcSubtotalPaise);
      if (refusal) throw new HttpError('COUPON_BELOW_MINIMUM', refusal);
      return checkoutQuote(totals);
    },
  });

  app.route({
    ...routeOf(updateCartEndpoint),
    handler: async (request) => {
      // `id` names the cart line here, not the user.
      const user = assertSessionUser(request, request.body, ['userid', 'uid', 'userId']);
      const coupon = await usableCoupon(user.id, request.body.couponid);
      const { id } = request.body;
      const lines = await cart.pricedLines(user.id);
      if (!lines.some((line) => line.itemid === id)) {
        throw new HttpError('ITEM_NOT_FOUND', API_MESSAGES.itemNotFound);
      }
      const paid = paidLines(lines, checkoutTotals({ lines, coupon })).find(
        (line) => line.itemid === id,
      );
      // An out-of-stock line is not paid for: it carries no discountInfo.
      if (!(await cart.saveCheckoutInfo(user.id, id, paid?.discount ?? null))) {
        throw new HttpError('ITEM_NOT_FOUND', API_MESSAGES.itemNotFound);
      }
      return { cart: await cart.view(user.id) };
    },
  });
};
