import { API_MESSAGES, sandboxChoiceEndpoint } from '@shop/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSandboxRepository } from '../../integrations/payments/sandbox-repository';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createPaymentReadsRepository } from './payment-reads-repository';
import {
  SANDBOX_STYLESHEET,
  SANDBOX_STYLESHEET_PATH,
  sandboxNotFoundPage,
  sandboxPage,
} from './sandbox-page';

const { params } = sandboxChoiceEndpoint;
/** The pages are HTML and CSS, not JSON: their schemas document them and serialize nothing. */
const page = z.string().describe('HTML');

/**
 * The sandbox provider's hosted page `/payment/sandbox/{id}` and the form it posts to
 * `/api/payment/sandbox/{id}`. Registered only when the sandbox is the provider, which outside
 * development takes PAYMENT_PROVIDER=sandbox set on purpose.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.payments.provider?.name !== 'sandbox') return;
  const sandbox = createSandboxRepository(app.db);
  const payments = createPaymentReadsRepository(app.db);
  /**
   * The sandbox's payment when it is the signed-in user's: anyone else, guests included, finds no
   * such payment, as with every other object of another user.
   */
  const ownPayment = async (request: FastifyRequest, merchantTransactionId: string) => {
    const user = await app.sessions.resolve(request);
    if (!user || !(await payments.findForUser(user.id, merchantTransactionId))) return undefined;
    return sandbox.find(merchantTransactionId);
  };

  // Plain HTML forms post urlencoded bodies; only routes in this plugin read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    SANDBOX_STYLESHEET_PATH,
    { schema: { hide: true, response: { 200: z.string().describe('CSS') } } },
    async (_request, reply) => reply.type('text/css; charset=utf-8').send(SANDBOX_STYLESHEET),
  );

  app.get(
    '/payment/sandbox/:merchantTransactionId',
    { schema: { hide: true, params, response: { 200: page, 404: page } } },
    async (request, reply) => {
      const payment = await ownPayment(request, request.params.merchantTransactionId);
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.code(404).send(sandboxNotFoundPage());
      return reply.send(
        sandboxPage({
          merchantTransactionId: payment.merchant_transaction_id,
          amountPaise: payment.amount_paise,
          outcome: payment.outcome,
        }),
      );
    },
  );

  app.route({
    ...routeOf(sandboxChoiceEndpoint),
    handler: async (request, reply) => {
      const { merchantTransactionId } = request.params;
      const payment = await ownPayment(request, merchantTransactionId);
      if (!payment) throw new HttpError('NOT_FOUND', API_MESSAGES.paymentNotFound);
      // A payment already decided stays so; the browser still goes on to validation.
      await sandbox.decide(merchantTransactionId, request.body.outcome, app.clock.now());
      return reply
        .code(303)
        .header('location', `/payment/validate/${encodeURIComponent(merchantTransactionId)}`)
        .send(null);
    },
  });
};
