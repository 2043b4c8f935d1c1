import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageBodySchema } from '../../http/http-error';
import { createSandboxRepository } from '../../integrations/payments/sandbox-repository';
import { PAYMENT_NOT_FOUND_MESSAGE } from './routes';
import {
  SANDBOX_STYLESHEET,
  SANDBOX_STYLESHEET_PATH,
  sandboxNotFoundPage,
  sandboxPage,
} from './sandbox-page';

const params = z.object({ merchantTransactionId: z.string().min(1).max(64) });

/**
 * The sandbox provider's hosted page `/payment/sandbox/{id}` and the form it posts to
 * `/api/payment/sandbox/{id}`. Registered only when the sandbox is the provider, which outside
 * development takes PAYMENT_PROVIDER=sandbox set on purpose.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.payments.provider?.name !== 'sandbox') return;
  const sandbox = createSandboxRepository(app.db);

  // Plain HTML forms post urlencoded bodies; only routes in this plugin read them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(SANDBOX_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(SANDBOX_STYLESHEET),
  );

  app.get(
    '/payment/sandbox/:merchantTransactionId',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const payment = await sandbox.find(request.params.merchantTransactionId);
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

  app.post(
    '/api/payment/sandbox/:merchantTransactionId',
    {
      schema: {
        tags: ['payments'],
        summary: "The sandbox page's choice: records it, then sends the browser to validation",
        params,
        body: z.object({ outcome: z.enum(['SUCCESS', 'FAILURE', 'PENDING']) }),
        response: { 303: z.null(), 404: messageBodySchema },
      },
    },
    async (request, reply) => {
      const { merchantTransactionId } = request.params;
      const payment = await sandbox.find(merchantTransactionId);
      if (!payment) return reply.code(404).send({ message: PAYMENT_NOT_FOUND_MESSAGE });
      // A payment already decided stays so; the browser still goes on to validation.
      await sandbox.decide(merchantTransactionId, request.body.outcome, app.clock.now());
      return reply
        .code(303)
        .header('location', `/payment/validate/${encodeURIComponent(merchantTransactionId)}`)
        .send(null);
    },
  );
};
