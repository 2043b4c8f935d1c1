import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from '../../integrations/payments/payment-provider';
import { createPaymentReadsRepository } from './payment-reads-repository';
import { createRefundAnswers, type RefundsDependencies } from './refund-answers';
import {
  type RefundRecord,
  type RefundRequestOutcome,
  type RefundSettledListener,
  toRefundRecord,
  wholeRefundPaise,
} from './refund-record';
import { createRefundsRepository } from './refunds-repository';

/** While the caller asks the provider, the follower leaves the new refund alone this long. */
const REQUEST_LEASE_MS = 30_000;

/** Letters and digits under 35 characters: an id both PhonePe versions accept, never reused. */
function newMerchantRefundId(now: Date): string {
  return `RFD${now.getTime().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * Refunds of confirmed payments, whole amount, exactly once
 * (docs/decisions/040-a-refund-stored-before-it-is-asked.md): stored before the provider is asked
 * under an id the provider refuses twice, then followed until final by the reconciler, the
 * provider's callback, or a look asked for.
 */
export function createRefunds(dependencies: RefundsDependencies) {
  const { db, clock, provider, log } = dependencies;
  const payments = createPaymentReadsRepository(db);
  const refunds = createRefundsRepository(db);
  const listeners: RefundSettledListener[] = [];

  const { current, ask, apply } = createRefundAnswers(dependencies, listeners);

  return {
    /**
     * Refunds a confirmed payment's whole amount. Called twice, at once or later, it answers the
     * one live refund (`created: false`) without asking the provider again.
     */
    async request(
      merchantTransactionId: string,
      by: { reason: string; requestedBy: string },
      options: { heldButPaid?: boolean } = {},
    ): Promise<RefundRequestOutcome> {
      const payment = await payments.find(merchantTransactionId);
      if (!payment) return { ok: false, reason: 'NOT_FOUND' };
      // A held payment the provider took (of the wrong amount, say) is refunded by staff
      // without an order (docs/decisions/103-settling-held-payments.md).
      const paid =
        payment.status === 'SUCCESS' ||
        (options.heldButPaid === true &&
          payment.status === 'FAILED' &&
          (payment.provider_code === STATUS_CODES.success || payment.paid_amount_paise !== null));
      if (!paid) return { ok: false, reason: 'NOT_PAID' };
      const live = await refunds.findForPayment(merchantTransactionId);
      if (live && live.status !== 'FAILED') {
        return { ok: true, refund: toRefundRecord(live), created: false };
      }
      if (!provider || provider.name !== payment.provider) {
        return { ok: false, reason: 'PROVIDER_UNAVAILABLE' };
      }

      const now = clock.now();
      const opened = await refunds.open(
        {
          merchantRefundId: newMerchantRefundId(now),
          merchantTransactionId,
          provider: payment.provider,
          amountPaise: wholeRefundPaise(payment),
          reason: by.reason,
          requestedBy: by.requestedBy,
          leaseUntil: new Date(now.getTime() + REQUEST_LEASE_MS),
        },
        now,
      );
      if (!opened) {
        // Another request stored its refund first: that one is the refund.
        const winner = await refunds.findForPayment(merchantTransactionId);
        if (!winner) throw new Error(`The live refund of ${merchantTransactionId} vanished`);
        return { ok: true, refund: toRefundRecord(winner), created: false };
      }
      log.info(
        { merchantTransactionId, merchantRefundId: opened.merchant_refund_id },
        'refund asked',
      );
      const answer = await ask(opened, payment.user_id);
      let refund: RefundRecord | null;
      try {
        refund = await apply(opened, answer, payment.user_id);
      } catch (error) {
        // Asked, but not recorded as answered (a listener failed, say): the reconciler follows it.
        log.error(
          { err: error, merchantRefundId: opened.merchant_refund_id },
          'refund not settled',
        );
        refund = await current(opened.merchant_refund_id);
      }
      if (!refund) throw new Error(`The refund ${opened.merchant_refund_id} vanished`);
      return { ok: true, refund, created: true };
    },

    /**
     * Asks the provider where an open refund stands and acts on it; a final one is answered as
     * stored. Null when there is no such refund.
     */
    async check(merchantRefundId: string): Promise<RefundRecord | null> {
      const row = await refunds.find(merchantRefundId);
      if (!row) return null;
      if (row.status === 'COMPLETED' || row.status === 'FAILED') return toRefundRecord(row);
      // Asked of a provider no longer configured: nobody here can follow it.
      if (!provider || provider.name !== row.provider) return toRefundRecord(row);
      const payment = await payments.find(row.merchant_transaction_id);
      if (!payment) throw new Error(`The payment of refund ${merchantRefundId} is not found`);
      return apply(row, await provider.refundStatus(merchantRefundId), payment.user_id);
    },

    /** The payment's live refund, else its latest failed one, else null. */
    async findForPayment(merchantTransactionId: string): Promise<RefundRecord | null> {
      const row = await refunds.findForPayment(merchantTransactionId);
      return row ? toRefundRecord(row) : null;
    },

    onSettled(listener: RefundSettledListener): void {
      listeners.push(listener);
    },

    /** Leases open refunds due a look, for the reconciler. */
    claimDue: refunds.claimDue,
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
