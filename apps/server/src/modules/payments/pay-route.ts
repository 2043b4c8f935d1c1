import { randomBytes } from 'node:crypto';
import { API_MESSAGES, payEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, RATE_RULES } from '../../platform/rate-limit/limiter';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { createAccountsService } from '../accounts/service';
import { createCheckoutService } from '../checkout/service';
import { firstCheckAt } from './check-schedule';
import { createPaymentReadsRepository } from './payment-reads-repository';
import {
  createPaymentWritesRepository,
  type NewPayment,
  type OpenResult,
} from './payment-writes-repository';
import type { AddressSnapshot } from './snapshot';

/** Letters and digits under 35 characters, unique: PhonePe's merchantTransactionId rule. */
function newMerchantTransactionId(now: Date): string {
  return `RF${now.getTime().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * POST /pay: the checkout service's refusals in order (address, phone, PC value, coupon;
 * docs/api/checkout.md#pay), then a payment for the amount it worked out and the lines it is for,
 * stored before the provider is asked, so the reconciler can always finish it.
 */
export const payRoute: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentWritesRepository(app.db);
  const paymentReads = createPaymentReadsRepository(app.db);
  const accounts = createAccountsService(app.db);
  const checkout = createCheckoutService(app);
  const limiter = createRateLimiter(app.db, app.clock);

  app.addHook('onRequest', requireSession);

  app.route({
    ...routeOf(payEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body);
      // Every call counts, whatever becomes of it: each may open a payment someone must check.
      if (!(await limiter.consume(RATE_RULES.payPerUser, user.id))) {
        throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
      }
      const { addressid, couponid } = request.body;
      const now = app.clock.now();
      await accounts.stampPaymentAttempted(user.id, now);
      const provider = app.payments.provider;
      if (!provider) throw new HttpError('PAYMENTS_OFF', API_MESSAGES.paymentsOff);
      const decided = await checkout.decidePayment({
        userId: user.id,
        addressId: addressid,
        couponId: couponid,
        now,
      });
      if (!decided.ok) throw new HttpError(decided.refusal.code, decided.refusal.message);

      const { totals, buyer } = decided;
      const merchantTransactionId = newMerchantTransactionId(now);
      const snapshot: AddressSnapshot = {
        ...decided.address,
        name: `${buyer.firstname} ${buyer.lastname}`.trim(),
        number: buyer.number,
      };
      // The paid lines are frozen with the payment here: no earlier call stores them.
      const payment: NewPayment = {
        merchantTransactionId,
        userId: user.id,
        provider: provider.name,
        amountPaise: totals.grandTotalPaise,
        couponId: decided.couponId,
        totals,
        address: snapshot,
        cart: decided.lines,
        firstCheckAt: firstCheckAt(now),
      };
      const opened = await openPayment(payment, now);
      if (opened === 'coupon-held') throw new HttpError('COUPON_HELD', API_MESSAGES.couponHeld);
      if (opened === 'coupon-spent')
        throw new HttpError('COUPON_NOT_FOUND', API_MESSAGES.couponNotFound);

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
        throw new HttpError('PAYMENT_NOT_STARTED', API_MESSAGES.serverError);
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
  });

  /**
   * A coupon is held by one payment until that payment is decided
   * (docs/decisions/080-a-coupon-held-until-its-payment-is-decided.md). When another payment holds
   * it, the provider is asked once about that one: failed, the coupon is free again; paid, it is
   * spent. While it may still be paid, the new payment is refused in words.
   */
  async function openPayment(payment: NewPayment, now: Date): Promise<OpenResult> {
    const first = await payments.open(payment, now);
    if (first !== 'coupon-held' || !payment.couponId) return first;
    const holder = await paymentReads.findPendingWithCoupon(payment.couponId);
    if (holder) {
      if (holder.user_id !== payment.userId) return 'coupon-held';
      const settled = await app.payments.checker.check(holder.merchant_transaction_id);
      if (settled?.status === 'PENDING') return 'coupon-held';
    }
    return payments.open(payment, now);
  }
};
