import { API_MESSAGES, phonePeWebhookEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { checkPaymentOrRefund } from './check-payment-or-refund';

/** PhonePe wants an answer within 3 s; a status call slower than this finishes after it. */
export const WEBHOOK_ANSWER_WITHIN_MS = 2_000;

/**
 * PhonePe Standard Checkout v2's webhook (docs/api/payments.md#phonepe-v2): the Authorization
 * header compared in constant time, then only the status call decides. Duplicates and late
 * arrivals find the payment or refund already settled.
 */
export const webhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(phonePeWebhookEndpoint),
    handler: async (request) => {
      const provider = app.payments.provider;
      if (provider?.name !== 'phonepe-v2') {
        throw new HttpError('NOT_FOUND', API_MESSAGES.paymentNotFound);
      }
      const authorization = request.headers.authorization;
      const verdict = provider.verifyCallback(request.body, authorization);
      if (!verdict.verified) {
        request.log.warn('refused a PhonePe webhook with a wrong Authorization');
        throw new HttpError('BAD_SIGNATURE', API_MESSAGES.badSignature);
      }
      if (verdict.id) {
        const check = checkPaymentOrRefund(app, verdict.id).catch((error: unknown) => {
          request.log.error({ err: error, id: verdict.id }, 'webhook check failed');
        });
        let timer: NodeJS.Timeout | undefined;
        const deadline = new Promise<void>((done) => {
          timer = setTimeout(done, WEBHOOK_ANSWER_WITHIN_MS);
          timer.unref();
        });
        await Promise.race([check, deadline]);
        clearTimeout(timer);
      }
      return { success: true as const };
    },
  });
};
