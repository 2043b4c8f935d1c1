import { z } from 'zod';
import { endpoint } from './endpoint';

export const SETTLE_WAYS = ['order', 'failed', 'refund'] as const;
export type SettleWay = (typeof SETTLE_WAYS)[number];

/** The words on each way's button in the console. */
export const SETTLE_WAY_LABELS: Record<SettleWay, string> = {
  order: 'Make order',
  failed: 'Mark failed',
  refund: 'Refund',
};

export const staffSettlePaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/payments/:merchantTransactionId/settle',
  tag: 'staff-dashboard',
  summary:
    'Settles a payment held for review or still asked past the timeout: makes its order, marks it failed, or refunds it',
  description:
    'Asks the provider again first: paid in full, the order is made whichever way was asked; ' +
    '"failed" only when the provider took no money; "refund" only when it took some, without an ' +
    'order. Audited as payment.settle (docs/decisions/103-settling-held-payments.md). 404 when ' +
    'the payment is not held, nor still asked past the timeout (order: asked again, left asked when unconfirmed; failed and refund: held first).',
  params: z.object({ merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,34}$/) }),
  body: z.object({ way: z.enum(SETTLE_WAYS) }),
  response: z.object({
    settled: z.boolean().describe('Whether it left the held list'),
    message: z.string().describe('What happened, naming the configured provider'),
    status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
    code: z.string(),
  }),
  errors: ['NOT_FOUND'],
});
