import type { SettleWay } from '@shop/domain';
import { formatInr, paymentProviderLabel } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from '../../integrations/payments/payment-provider';
import { createHeldPaymentsRepository } from './held-payments-repository';
import { createPaymentReadsRepository } from './payment-reads-repository';

export interface SettleOutcome {
  /** Whether the payment left the held list. */
  settled: boolean;
  /** What happened, in words naming the provider the shop runs. */
  message: string;
  status: 'SUCCESS' | 'FAILED' | 'PENDING';
  code: string;
}

/**
 * Staff settle a held payment one of three ways
 * (docs/decisions/103-settling-held-payments.md). Each first asks the provider again, as
 * Re-check does, so nobody acts on an old answer: paid in full, the order is made whatever was
 * asked; otherwise "order" keeps it held, "failed" closes it when the provider took nothing, and
 * "refund" returns money the provider took without making the order.
 */
export function createHeldPaymentSettler(
  app: FastifyInstance,
  recheck: (
    id: string,
  ) => Promise<{ status: 'SUCCESS' | 'FAILED'; held: boolean; code: string } | null>,
) {
  const provider = paymentProviderLabel(app.payments.provider?.name ?? 'phonepe');
  /** The provider at the start of a sentence: "The sandbox". */
  const Provider = provider.charAt(0).toUpperCase() + provider.slice(1);
  /**
   * "Make order" for a payment still asked past the shop's timeout: the provider is asked now;
   * paid, the order is made; otherwise it is left to the late schedule of asking.
   */
  async function askLate(merchantTransactionId: string): Promise<SettleOutcome | null> {
    const answer = await app.payments.checker.check(merchantTransactionId);
    if (!answer) return null;
    const { code } = answer;
    if (answer.status === 'SUCCESS') {
      return {
        settled: true,
        status: 'SUCCESS',
        code,
        message: `${Provider} confirmed the payment: the order is made.`,
      };
    }
    if (answer.status === 'PENDING') {
      return {
        settled: false,
        status: 'PENDING',
        code,
        message: `${Provider} has not confirmed this payment: no order is made. It is still being asked.`,
      };
    }
    const held =
      (await createHeldPaymentsRepository(app.db).reasonFor(merchantTransactionId)) !== null;
    return {
      settled: !held,
      status: 'FAILED',
      code,
      message: held
        ? `${Provider} took a different amount than was asked: no order is made. Refund it.`
        : `${Provider} says this payment failed: no order is made.`,
    };
  }

  async function settle(
    merchantTransactionId: string,
    way: SettleWay,
    by: { staffId: string },
  ): Promise<SettleOutcome | null> {
    const answer = await recheck(merchantTransactionId);
    if (!answer) return null;
    const { code } = answer;
    if (answer.status === 'SUCCESS') {
      return {
        settled: true,
        status: 'SUCCESS',
        code,
        message:
          way === 'order'
            ? `${Provider} confirmed the payment: the order is made.`
            : `${Provider} confirmed the payment in full, so the order is made. Cancel the order to refund it.`,
      };
    }
    // Money the provider took of another amount than asked is held with what it took.
    const payment = await createPaymentReadsRepository(app.db).find(merchantTransactionId);
    const paidAtProvider =
      code === STATUS_CODES.success || (payment?.paid_amount_paise ?? null) !== null;
    if (way === 'order') {
      return {
        settled: false,
        status: 'FAILED',
        code,
        message: paidAtProvider
          ? `${Provider} took a different amount than was asked: no order is made. Refund it.`
          : `${Provider} has not confirmed this payment: no order is made. It stays held.`,
      };
    }
    if (way === 'failed') {
      if (paidAtProvider) {
        return {
          settled: false,
          status: 'FAILED',
          code,
          message: `${Provider} took this payment: it cannot be marked failed. Refund it.`,
        };
      }
      if (answer.held) await createHeldPaymentsRepository(app.db).release(merchantTransactionId);
      return {
        settled: true,
        status: 'FAILED',
        code,
        message: `Marked failed: ${provider} took no money, so there is nothing to refund.`,
      };
    }
    if (!paidAtProvider) {
      return {
        settled: false,
        status: 'FAILED',
        code,
        message: `${Provider} took no money for this payment: there is nothing to refund. Mark it failed.`,
      };
    }
    const outcome = await app.payments.refunds.request(
      merchantTransactionId,
      { reason: 'Held payment refunded by staff', requestedBy: by.staffId },
      { heldButPaid: true },
    );
    if (!outcome.ok) {
      return {
        settled: false,
        status: 'FAILED',
        code,
        message: `${Provider} could not be asked for the refund (${outcome.reason}). It stays held.`,
      };
    }
    await createHeldPaymentsRepository(app.db).release(merchantTransactionId);
    const { refund } = outcome;
    return {
      settled: true,
      status: 'FAILED',
      code,
      message:
        refund.status === 'FAILED'
          ? `${Provider} refused the refund of ${formatInr(refund.amountPaise)}: a person must look at it.`
          : `${formatInr(refund.amountPaise)} ${refund.status === 'COMPLETED' ? 'refunded' : 'refund asked'} at ${provider}; no order is made.`,
    };
  }
  return Object.assign(settle, { askLate });
}
