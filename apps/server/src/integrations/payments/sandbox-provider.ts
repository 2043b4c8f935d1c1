import type { Clock } from '../../plugins/clock';
import {
  type PaymentProvider,
  type PayRequest,
  type PayResult,
  STATUS_CODES,
  type StatusResult,
} from './payment-provider';
import type { SandboxRepository } from './sandbox-repository';

/** Where the sandbox's hosted page for a payment lives (served by the shop, not under /api). */
export function sandboxPagePath(merchantTransactionId: string): string {
  return `/payment/sandbox/${encodeURIComponent(merchantTransactionId)}`;
}

/**
 * The built-in provider of D8: no money moves. Its hosted page lets a tester choose Success,
 * Failure or Pending; its status answers that choice in PhonePe's codes, so everything after
 * the provider (validation, callbacks aside, the reconciler, orders) runs exactly as it would.
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
    verifyCallback: () => null,
  };
}
