import type { Clock } from '../../platform/clock';
import {
  type PaymentProvider,
  type PayRequest,
  type PayResult,
  type RefundRequest,
  type RefundResult,
  STATUS_CODES,
  type StatusResult,
  unknownRefund,
} from './payment-provider';
import type { SandboxRepository } from './sandbox-repository';

/** Where the sandbox's hosted page for a payment lives (served by the shop, not under /api). */
export function sandboxPagePath(merchantTransactionId: string): string {
  return `/payment/sandbox/${encodeURIComponent(merchantTransactionId)}`;
}

/**
 * The built-in provider (docs/api/payments.md#sandbox-provider): no money moves. Its hosted page
 * lets a tester choose Success, Failure or Pending; its status answers that choice in PhonePe's
 * codes, so everything after the provider (validation, callbacks aside, the reconciler, orders)
 * runs exactly as it would.
 */
export function createSandboxProvider(options: {
  repository: SandboxRepository;
  clock: Clock;
  publicBaseUrl: string;
}): PaymentProvider {
  const { repository, clock, publicBaseUrl } = options;
  return {
    name: 'sandbox',

    async pay(request: PayRequest): Promise<PayResult> {
      await repository.open(request.merchantTransactionId, request.amountPaise, clock.now());
      return {
        ok: true,
        redirectUrl: `${publicBaseUrl}${sandboxPagePath(request.merchantTransactionId)}`,
      };
    },

    async status(merchantTransactionId: string): Promise<StatusResult> {
      try {
        const payment = await repository.find(merchantTransactionId);
        if (!payment)
          return { code: STATUS_CODES.notFound, amountPaise: null, providerTransactionId: null };
        const code =
          payment.outcome === 'SUCCESS'
            ? STATUS_CODES.success
            : payment.outcome === 'FAILURE'
              ? STATUS_CODES.declined
              : STATUS_CODES.pending;
        return {
          code,
          amountPaise: payment.amount_paise,
          providerTransactionId: `SANDBOX-${merchantTransactionId}`,
        };
      } catch {
        return { code: STATUS_CODES.serverError, amountPaise: null, providerTransactionId: null };
      }
    },

    // The sandbox never calls back: its page sends the browser to /payment/validate instead.
    verifyCallback: () => ({ verified: false }),

    // No money moves, so a refund of a paid sandbox payment is complete at once.
    async refund(request: RefundRequest): Promise<RefundResult> {
      try {
        const refund = await repository.refund(request, clock.now());
        if (!refund) return { ...unknownRefund(STATUS_CODES.error), state: 'FAILED' };
        return completed(refund);
      } catch {
        return unknownRefund();
      }
    },

    async refundStatus(merchantRefundId: string): Promise<RefundResult> {
      try {
        const refund = await repository.findRefund(merchantRefundId);
        return refund
          ? completed(refund)
          : { ...unknownRefund(STATUS_CODES.notFound), state: 'NOT_FOUND' };
      } catch {
        return unknownRefund();
      }
    },
  };
}

function completed(refund: { merchant_refund_id: string; amount_paise: number }): RefundResult {
  return {
    state: 'COMPLETED',
    code: STATUS_CODES.success,
    amountPaise: refund.amount_paise,
    providerRefundId: `SANDBOX-${refund.merchant_refund_id}`,
  };
}
