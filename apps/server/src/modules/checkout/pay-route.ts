import { randomBytes } from 'node:crypto';
import { checkoutTotals, couponRefusal, MESSAGES } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { SERVER_ERROR_MESSAGE } from '../../plugins/error-handler';
import { assertSessionUser } from '../../plugins/session';
import type { CartRepository } from '../cart/repository';
import { firstCheckAt } from '../payments/check-schedule';
import { createPaymentsRepository, type NewPayment, type OpenResult } from '../payments/repository';
import type { AddressSnapshot } from '../payments/snapshot';
import { paidLines, priceCartLines, toCheckoutCoupon } from './priced-cart';
import type { CheckoutRepository } from './repository';
import { COUPON_NOT_FOUND_MESSAGE, couponIdSchema } from './routes';

export const PHONE_UNVERIFIED_CODE = 'PHONE_UNVERIFIED';
export const PAYMENTS_OFF_MESSAGE =
  'Online payment is not available right now. Kindly contact support.';
export const COUPON_IN_USE_MESSAGE =
  'This coupon is held by a payment still in progress. Kindly try again in a few minutes.';
/** PhonePe takes no payment under ₹1. */
const MINIMUM_PAYMENT_PAISE = 100;

const ignored = (what: string) => z.unknown().optional().describe(`Ignored: ${what}`);

/** Letters and digits under 35 characters, unique: PhonePe's merchantTransactionId rule. */
function newMerchantTransactionId(now: Date): string {
  return `RF${now.getTime().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * POST /pay: SPEC §5's refusals in its order (address, phone, PC value, coupon), then a payment
 * for the amount the server worked out, stored before the provider is asked, so the reconciler
 * can always finish it.
 */
export const payRoute: FastifyPluginAsyncZod<{
  checkout: CheckoutRepository;
  carts: CartRepository;
}> = async (app, { checkout, carts }) => {
  const payments = createPaymentsRepository(app.db);

  app.post(
    '/pay',
    {
      schema: {
        tags: ['checkout'],
        summary: "Starts a payment of the user's cart, address and coupon; answers where to pay",
        description:
          'The amount is round(1.02 x total after coupon), worked out here from the catalogue; ' +
          'amount, deliveryAddress, name and number sent by the browser are ignored.',
        body: z.object({
          userId: z.string().max(200).optional(),
          addressid: z.string().max(100).nullable().optional(),
          couponid: couponIdSchema,
          amount: ignored('the server works out the amount'),
          deliveryAddress: ignored('the address is the one addressid names'),
          name: ignored("the user's own name"),
          number: ignored("the user's own verified phone"),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              merchantTransactionId: z.string(),
              amount: z.number().describe('Rupees'),
              amountPaise: z.number(),
              instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }),
            }),
          }),
          400: messageBodySchema,
          401: messageBodySchema,
          403: z.object({ message: z.string(), code: z.string().optional() }),
          404: messageBodySchema,
          409: messageBodySchema,
          502: messageBodySchema,
          503: messageBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body);
      const { addressid, couponid } = request.body;
      const now = app.clock.now();
      await checkout.stampPaymentAttempted(user.id, now);
      const provider = app.payments.provider;
      if (!provider) return reply.code(503).send({ message: PAYMENTS_OFF_MESSAGE });

      const selectDeliveryAddress = MESSAGES.checkout.selectDeliveryAddress;
      if (!addressid) throw new HttpError(400, selectDeliveryAddress);
      const address = await checkout.findAddress(user.id, addressid);
      if (!address) throw new HttpError(404, selectDeliveryAddress);
      const buyer = await checkout.findBuyer(user.id);
      if (buyer?.verified !== 1 || !buyer.number) {
        return reply
          .code(403)
          .send({ message: PHONE_UNVERIFIED_CODE, code: PHONE_UNVERIFIED_CODE });
      }
      const lines = await priceCartLines(app, await carts.listForUser(user.id));
      const found = couponid ? await checkout.findUsableCoupon(user.id, couponid, now) : undefined;
      const coupon = toCheckoutCoupon(found);
      const totals = checkoutTotals({ lines, coupon });
      if (totals.pcSubtotalPaise <= 0) throw new HttpError(400, MESSAGES.cart.addOnsNeedPc);
      if (couponid && !found) throw new HttpError(404, COUPON_NOT_FOUND_MESSAGE);
      const refusal = couponRefusal(coupon, totals.pcSubtotalPaise);
      if (refusal) throw new HttpError(400, refusal);
      if (totals.grandTotalPaise < MINIMUM_PAYMENT_PAISE)
        throw new HttpError(400, MESSAGES.cart.addOnsNeedPc);

      const merchantTransactionId = newMerchantTransactionId(now);
      const snapshot: AddressSnapshot = {
        ...address,
        name: `${buyer.firstname} ${buyer.lastname}`.trim(),
        number: buyer.number,
      };
      const payment: NewPayment = {
        merchantTransactionId,
        userId: user.id,
        provider: provider.name,
        amountPaise: totals.grandTotalPaise,
        couponId: found?.couponid ?? null,
        totals,
        address: snapshot,
        cart: paidLines(lines, totals),
        firstCheckAt: firstCheckAt(now),
      };
      const opened = await openPayment(payment, now);
      if (opened === 'coupon-held') throw new HttpError(409, COUPON_IN_USE_MESSAGE);
      if (opened === 'coupon-spent') throw new HttpError(404, COUPON_NOT_FOUND_MESSAGE);

      const { publicBaseUrl } = app.config;
      const started = await provider.pay({
        merchantTransactionId,
        // A user id without its hyphens: 32 characters, never an email or phone.
        merchantUserId: user.id.replaceAll('-', ''),
        amountPaise: totals.grandTotalPaise,
        redirectUrl: `${publicBaseUrl}/payment/validate/${merchantTransactionId}`,
        callbackUrl: `${publicBaseUrl}/api/payment/callback/phonepe`,
        mobileNumber: buyer.number,
      });
      if (!started.ok) {
        request.log.error({ merchantTransactionId, code: started.code }, 'payment could not start');
        await payments.markFailed(merchantTransactionId, { code: started.code }, app.clock.now());
        return reply.code(502).send({ message: SERVER_ERROR_MESSAGE });
      }
      return {
        success: true as const,
        data: {
          merchantTransactionId,
          amount: totals.grandTotalPaise / 100,
          amountPaise: totals.grandTotalPaise,
          instrumentResponse: { redirectInfo: { url: started.redirectUrl } },
        },
      };
    },
  );

  /**
   * A coupon held by an earlier payment of the user's is freed if that payment has since failed
   * (or spent if it succeeded): the provider is asked once before refusing.
   */
  async function openPayment(payment: NewPayment, now: Date): Promise<OpenResult> {
    const first = await payments.open(payment, now);
    if (first !== 'coupon-held' || !payment.couponId) return first;
    const holder = await payments.findPendingWithCoupon(payment.couponId);
    if (holder) {
      const settled = await app.payments.checker.check(holder.merchant_transaction_id);
      if (settled?.status === 'PENDING') return 'coupon-held';
    }
    return payments.open(payment, now);
  }
};
