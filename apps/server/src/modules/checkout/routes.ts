import { cartAnswerSchema, checkoutTotals, couponRefusal } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { assertSessionUser, requireSession } from '../../plugins/session';
import { viewCart } from '../cart/cart-view';
import { ITEM_NOT_FOUND_MESSAGE, pricingSources } from '../cart/line-quote';
import { createCartRepository } from '../cart/repository';
import { payRoute } from './pay-route';
import { paidLines, priceCartLines, quoteView, toCheckoutCoupon } from './priced-cart';
import { createCheckoutRepository } from './repository';

export const COUPON_NOT_FOUND_MESSAGE = 'Coupon not found';

const sessionUserId = z.string().max(200).optional().describe("Must be the session's user");
const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);
export const couponIdSchema = z
  .string()
  .max(100)
  .nullable()
  .optional()
  .describe("One of the user's unspent, unexpired coupons; none when absent or null");
const quoteSchema = z.object({
  pcSubtotal: z.number(),
  pcSubtotalPaise: z.number(),
  addonSubtotal: z.number(),
  addonSubtotalPaise: z.number(),
  couponApplies: z.boolean(),
  couponDiscount: z.number().describe('Negative is a deduction'),
  couponDiscountPaise: z.number(),
  total: z.number(),
  totalPaise: z.number(),
  taxableValue: z.number(),
  taxableValuePaise: z.number(),
  gst: z.number(),
  gstPaise: z.number(),
  platformFee: z.number(),
  platformFeePaise: z.number(),
  grandTotal: z.number(),
  grandTotalPaise: z.number(),
});
const guarded = { 401: messageBodySchema, 403: messageBodySchema };

/** SPEC §2 Checkout and §7 checkout, updateCart, pay: every figure worked out here (D4). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = createCheckoutRepository(app.db);
  const carts = createCartRepository(app.db);

  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function usableCoupon(userId: string, couponId: string | null | undefined) {
    if (!couponId) return null;
    const coupon = await checkout.findUsableCoupon(userId, couponId, app.clock.now());
    if (!coupon) throw new HttpError(404, COUPON_NOT_FOUND_MESSAGE);
    return toCheckoutCoupon(coupon);
  }

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Opens checkout: stamps checkoutClicked and starts the checkout session',
        body: z.object({ uid: sessionUserId }).optional(),
        response: { 200: cartAnswerSchema, ...guarded },
      },
    },
    async (request) => {
      const user = assertSessionUser(request, request.body);
      const now = app.clock.now();
      await checkout.stampCheckoutClicked(user.id, now);
      await checkout.startCheckoutSessions(user.id, now);
      return {
        cart: await viewCart(pricingSources(app, 'selling'), await carts.listForUser(user.id)),
      };
    },
  );

  app.post(
    '/quote',
    {
      schema: {
        tags: ['checkout'],
        summary: "The checkout's totals for the user's cart and coupon, as pay would charge them",
        body: z.object({ couponid: couponIdSchema, uid: sessionUserId }).optional(),
        response: { 200: quoteSchema, 400: messageBodySchema, 404: messageBodySchema, ...guarded },
      },
    },
    async (request) => {
      const user = assertSessionUser(request, request.body);
      const coupon = await usableCoupon(user.id, request.body?.couponid);
      const lines = await priceCartLines(app, await carts.listForUser(user.id));
      const totals = checkoutTotals({ lines, coupon });
      const refusal = couponRefusal(coupon, totals.pcSubtotalPaise);
      if (refusal) throw new HttpError(400, refusal);
      return quoteView(totals);
    },
  );

  app.post(
    '/updateCart',
    {
      schema: {
        tags: ['checkout'],
        summary: "Stores the server's own discountInfo on one of the user's cart lines",
        description:
          'discountInfo { amount, couponDiscount, profit: 26, discount } is worked out from ' +
          "today's price, the quantity and the coupon named (if it applies); the one sent is ignored.",
        body: z.object({
          id: z.string({ error: ITEM_NOT_FOUND_MESSAGE }).max(100),
          couponid: couponIdSchema,
          discountInfo: ignored('the server works it out'),
          userid: sessionUserId,
          uid: sessionUserId,
        }),
        response: { 200: cartAnswerSchema, 404: messageBodySchema, ...guarded },
      },
    },
    async (request) => {
      // `id` names the cart line here, not the user.
      const user = assertSessionUser(request, request.body, ['userid', 'uid', 'userId']);
      const coupon = await usableCoupon(user.id, request.body.couponid);
      const { id } = request.body;
      const stored = await carts.listForUser(user.id);
      if (!stored.some((row) => row.itemid === id))
        throw new HttpError(404, ITEM_NOT_FOUND_MESSAGE);
      const lines = await priceCartLines(app, stored);
      const paid = paidLines(lines, checkoutTotals({ lines, coupon })).find(
        (line) => line.itemid === id,
      );
      // An out-of-stock line is not paid for: it carries no discountInfo.
      if (!(await checkout.saveCheckoutInfo(user.id, id, paid?.discount ?? null))) {
        throw new HttpError(404, ITEM_NOT_FOUND_MESSAGE);
      }
      return {
        cart: await viewCart(pricingSources(app, 'selling'), await carts.listForUser(user.id)),
      };
    },
  );

  await app.register(payRoute, { checkout, carts });
};
