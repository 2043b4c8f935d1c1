import { paiseToRupees } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { STATUS_CODES } from '../../integrations/payments/payment-provider';
import { assertSessionUser, requireSession } from '../../plugins/session';
import { createPaymentsRepository } from './repository';

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const BAD_SIGNATURE_MESSAGE = 'Invalid signature';

const merchantTransactionId = z.string().min(1).max(64);
const codeSchema = z.object({ code: z.string() });
const notFound = z.object({ code: z.string(), message: z.string() });

/** Validation after paying, the provider's callback, and the order a payment made (D8). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsRepository(app.db);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/payment/validate/:merchantTransactionId',
    {
      schema: {
        tags: ['payments'],
        summary: "Asks the provider about one of the signed-in user's payments, and confirms it",
        description:
          'PAYMENT_SUCCESS once the order exists (made here if this is the first confirmation); ' +
          'PAYMENT_PENDING or INTERNAL_SERVER_ERROR: ask again; any other code: the payment failed. ' +
          "No session, or another user's payment: 404 TRANSACTION_NOT_FOUND.",
        params: z.object({ merchantTransactionId }),
        response: { 200: codeSchema, 404: notFound },
      },
    },
    async (request, reply) => {
      const { merchantTransactionId: id } = request.params;
      const user = await app.sessions.resolve(request);
      const payment = user ? await payments.findForUser(user.id, id) : undefined;
      const result = payment ? await app.payments.checker.check(id) : null;
      if (!result) {
        return reply
          .code(404)
          .send({ code: STATUS_CODES.notFound, message: PAYMENT_NOT_FOUND_MESSAGE });
      }
      return { code: result.code };
    },
  );

  app.post(
    '/payment/callback/phonepe',
    {
      schema: {
        tags: ['payments'],
        summary: "PhonePe's server-to-server callback: verified, then confirmed by a status call",
        body: z.looseObject({ response: z.string().max(100_000) }),
        response: {
          200: z.object({ success: z.literal(true) }),
          401: messageBodySchema,
          404: messageBodySchema,
        },
      },
    },
    async (request) => {
      const provider = app.payments.provider;
      if (provider?.name !== 'phonepe') throw new HttpError(404, PAYMENT_NOT_FOUND_MESSAGE);
      const signature = request.headers['x-verify'];
      const id = provider.verifyCallback(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      if (!id) {
        request.log.warn('refused a payment callback with a bad signature');
        throw new HttpError(401, BAD_SIGNATURE_MESSAGE);
      }
      // The callback's own content is never trusted: only the status call decides.
      await app.payments.checker.check(id);
      return { success: true as const };
    },
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (signedIn) => {
    signedIn.addHook('onRequest', requireSession);
    signedIn.post(
      '/createOrder',
      {
        schema: {
          tags: ['payments'],
          summary: 'The order a confirmed payment made (never makes one)',
          description:
            'The payment named, or the latest confirmed one. 404 when none is confirmed: ' +
            'orders are made only by a confirmed payment.',
          body: z
            .object({
              merchantTransactionId: merchantTransactionId.optional(),
              userId: z.string().optional(),
            })
            .optional(),
          response: {
            201: z.object({
              transaction_id: z.string(),
              amount: z.number().describe('Rupees'),
              amountPaise: z.number(),
              currency: z.literal('INR'),
            }),
            401: messageBodySchema,
            403: messageBodySchema,
            404: messageBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = assertSessionUser(request, request.body);
        const payment = await payments.findConfirmedForUser(
          user.id,
          request.body?.merchantTransactionId,
        );
        if (!payment) throw new HttpError(404, ORDER_NOT_FOUND_MESSAGE);
        return reply.code(201).send({
          transaction_id: payment.merchant_transaction_id,
          amount: paiseToRupees(payment.amount_paise),
          amountPaise: payment.amount_paise,
          currency: 'INR' as const,
        });
      },
    );
  };
  await app.register(signedInRoutes);
};
