import {
  API_MESSAGES,
  createOrderEndpoint,
  MESSAGES,
  paiseToRupees,
  phonePeCallbackEndpoint,
  validatePaymentEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { checkPaymentOrRefund } from './check-payment-or-refund';
import { payRoute } from './pay-route';
import { createPaymentReadsRepository } from './payment-reads-repository';
import { createPaymentWritesRepository } from './payment-writes-repository';
import { webhookRoute } from './webhook-route';

/**
 * Validation after paying, the provider's callback, and the order a payment made
 * (docs/api/payments.md).
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentReadsRepository(app.db);
  app.personalData.register({
    table: 'payment_transactions',
    section: 'payments',
    erasure: 'anonymise',
    note:
      'Payments are kept for the tax and accounting records the law requires (eight years under ' +
      'the CGST Act and the Companies Act); erasure removes the phone number from them and keeps ' +
      'the name and delivery address a tax invoice must show.',
    export: ({ userId }) => payments.exportForUser(userId),
    erase: (trx, { userId }) => createPaymentWritesRepository(trx).removeContactForUser(userId),
    holdsErasure: async ({ userId }) =>
      (await payments.hasPendingForUser(userId)) ? MESSAGES.dataRights.paymentPending : null,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(validatePaymentEndpoint),
    handler: async (request) => {
      // Whoever holds the unguessable id learns its status, and only that: the browser a UPI
      // app opens after paying has no session (docs/decisions/035-a-payment-told-as-it-stands.md).
      const result = await app.payments.checker.check(request.params.merchantTransactionId);
      if (!result) throw new HttpError('TRANSACTION_NOT_FOUND', API_MESSAGES.paymentNotFound);
      return { code: result.code };
    },
  });

  app.route({
    ...routeOf(phonePeCallbackEndpoint),
    handler: async (request) => {
      const provider = app.payments.provider;
      if (provider?.name !== 'phonepe') {
        throw new HttpError('NOT_FOUND', API_MESSAGES.paymentNotFound);
      }
      const signature = request.headers['x-verify'];
      const verdict = provider.verifyCallback(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!verdict.verified || !verdict.id) {
        request.log.warn('refused a payment callback with a bad signature');
        throw new HttpError('BAD_SIGNATURE', API_MESSAGES.badSignature);
      }
      // The callback's own content is never trusted: only the status call decides.
      await checkPaymentOrRefund(app, verdict.id);
      return { success: true as const };
    },
  });

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    signedIn.addHook('onRequest', requireSession);
    signedIn.route({
      ...routeOf(createOrderEndpoint),
      handler: async (request, reply) => {
        const user = assertSessionUser(request, request.body);
        const payment = await payments.findConfirmedForUser(
          user.id,
          request.body?.merchantTransactionId,
        );
        if (!payment) throw new HttpError('NOT_FOUND', API_MESSAGES.orderNotFound);
        return reply.code(201).send({
          transaction_id: payment.merchant_transaction_id,
          amount: paiseToRupees(payment.amount_paise),
          amountPaise: payment.amount_paise,
          currency: 'INR' as const,
        });
      },
    });
  };
  await app.register(signedInRoutes);

  // Starting a payment is for signed-in buyers only: its own scope with the session guard.
  await app.register(payRoute);
  // PhonePe v2's webhook.
  await app.register(webhookRoute);
};
