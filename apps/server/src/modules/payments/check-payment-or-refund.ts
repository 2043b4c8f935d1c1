import type { FastifyInstance } from 'fastify';

/**
 * What a verified provider message leads to: a look at the payment it names, or at the refund
 * (refund messages come to the same addresses; the ids never collide, RF... and RFD...).
 */
export async function checkPaymentOrRefund(app: FastifyInstance, id: string): Promise<void> {
  const payment = await app.payments.checker.check(id);
  if (!payment) await app.payments.refunds.check(id);
}
