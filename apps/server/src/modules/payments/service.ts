import type { CheckoutTotals, PaidLine, SettleWay } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { STATUS_CODES } from '../../integrations/payments/payment-provider';
import { createHeldPaymentsRepository } from './held-payments-repository';
import { createPaidAmountsRepository } from './paid-amounts-repository';
import { createPaymentReadsRepository } from './payment-reads-repository';
import { createPaymentWritesRepository } from './payment-writes-repository';
import {
  type RefundRecord,
  type RefundRequestOutcome,
  type RefundSettledListener,
  wholeRefundPaise,
} from './refund-record';
import { createHeldPaymentSettler } from './settle-held';
import type { AddressSnapshot } from './snapshot';

export interface ConfirmedPurchase {
  merchantTransactionId: string;
  userId: string;
  lines: PaidLine[];
  totals: CheckoutTotals;
  address: AddressSnapshot;
  confirmedAt: Date | null;
}

export type { RefundRecord, RefundRequestOutcome, RefundSettledListener } from './refund-record';

/**
 * What other modules may ask of the payments module (docs/api/payments.md#refunds): refunds of
 * confirmed payments, made exactly once and followed until final.
 */
export function createPaymentsService(app: FastifyInstance) {
  const { refunds } = app.payments;
  const payments = createPaymentReadsRepository(app.db);
  return {
    /** What a confirmed payment was for (its lines, fee and address); undefined if not confirmed. */
    async confirmedPurchase(merchantTransactionId: string): Promise<ConfirmedPurchase | undefined> {
      const row = await payments.findConfirmedPurchase(merchantTransactionId);
      if (!row) return undefined;
      return {
        merchantTransactionId: row.merchant_transaction_id,
        userId: row.user_id,
        lines: row.cart as PaidLine[],
        totals: row.totals as CheckoutTotals,
        address: row.address as AddressSnapshot,
        confirmedAt: row.confirmed_at,
      };
    },

    /**
     * Refunds the whole amount of a confirmed payment (every order it paid for) through the
     * provider that took it. Asked again, at once or later, it answers the same refund
     * (`created: false`) and never refunds twice; a refund that FAILED may be asked again.
     */
    refundPayment(
      merchantTransactionId: string,
      by: { reason: string; requestedBy: string },
    ): Promise<RefundRequestOutcome> {
      return refunds.request(merchantTransactionId, by);
    },

    /** The payment's live refund, else its latest failed one; null when it has none. */
    findRefund(merchantTransactionId: string): Promise<RefundRecord | null> {
      return refunds.findForPayment(merchantTransactionId);
    },

    /** Asks the provider now where an open refund stands (a "check again" button). */
    checkRefund(merchantRefundId: string): Promise<RefundRecord | null> {
      return refunds.check(merchantRefundId);
    },

    /**
     * Runs `listener` in the transaction that makes any refund final (COMPLETED or FAILED),
     * exactly once per refund; register it when the module's plugin registers.
     */
    onRefundSettled(listener: RefundSettledListener): void {
      refunds.onSettled(listener);
    },

    /** Runs `sweep` on every pass of the payments reconciler (about once a second). */
    onReconcilerPass(name: string, sweep: () => Promise<number>): void {
      app.reconciler.addSweep(name, sweep);
    },

    /** Payments held for review, newest first (the console's dashboard). */
    listHeld(limit = 50) {
      return createHeldPaymentsRepository(app.db).list(limit);
    },

    /** Paid or pending payments a person must look at, with their reason (the dashboard). */
    listToReview(limit = 50) {
      return createHeldPaymentsRepository(app.db).listToReview(limit);
    },

    /**
     * Asks the provider again about a held payment: paid, it becomes the order as any payment
     * does; still unanswered, it is held again with its reason. Answers the provider's code too,
     * and whether it is held after all: a payment of the wrong amount is held again with a new
     * reason. Null when it is not held.
     */
    async recheckHeld(merchantTransactionId: string) {
      const payments = createPaymentWritesRepository(app.db);
      const held = createHeldPaymentsRepository(app.db);
      const reason = await held.reasonFor(merchantTransactionId);
      if (!reason || !(await held.reopen(merchantTransactionId))) return null;
      const result = await app.payments.checker.check(merchantTransactionId);
      if (result?.status === 'PENDING') {
        await payments.markFailed(
          merchantTransactionId,
          { code: STATUS_CODES.timedOut, reviewReason: reason },
          app.clock.now(),
        );
        return { status: 'FAILED' as const, held: true, code: result.code };
      }
      const status = result?.status ?? ('FAILED' as const);
      const heldAgain =
        status === 'FAILED' && (await held.reasonFor(merchantTransactionId)) !== null;
      return { status, held: heldAgain, code: result?.code ?? STATUS_CODES.notFound };
    },

    /**
     * Settles a held payment: makes its order, marks it failed or refunds it, each only when the
     * provider's fresh answer allows (docs/decisions/103-settling-held-payments.md). A payment
     * still asked past the shop's timeout is settled too: "order" asks the provider and leaves it
     * asked when unconfirmed; "failed" and "refund" first hold it, as the day's end would. Null
     * when it is neither; `before` says which it was, for the audit log.
     */
    async settleHeld(merchantTransactionId: string, way: SettleWay, by: { staffId: string }) {
      const held = createHeldPaymentsRepository(app.db);
      const lateReason = await held.lateReasonFor(merchantTransactionId);
      const settle = createHeldPaymentSettler(app, createPaymentsService(app).recheckHeld);
      if (lateReason !== null) {
        const before = { status: 'PENDING', held: false } as const;
        if (way === 'order') {
          const outcome = await settle.askLate(merchantTransactionId);
          return outcome && { outcome, before };
        }
        await createPaymentWritesRepository(app.db).markFailed(
          merchantTransactionId,
          { code: STATUS_CODES.timedOut, reviewReason: lateReason },
          app.clock.now(),
        );
      }
      const outcome = await settle(merchantTransactionId, way, by);
      const before = { status: lateReason === null ? 'FAILED' : 'PENDING', held: true } as const;
      return outcome && { outcome, before };
    },

    /** What refundPayment would return for a confirmed payment; null when it is not paid. */
    async refundablePaise(merchantTransactionId: string): Promise<number | null> {
      const payment = await payments.find(merchantTransactionId);
      return payment?.status === 'SUCCESS' ? wholeRefundPaise(payment) : null;
    },

    /**
     * The user's confirmed payments by id: what each took and its latest refund (the live one,
     * else the last failed), for the order list.
     */
    async paidAmountsOfUser(userId: string) {
      const { payments, refunds } = await createPaidAmountsRepository(app.db).forUser(userId);
      const byPayment = new Map<
        string,
        { paidPaise: number; refund: (typeof refunds)[number] | null }
      >();
      for (const payment of payments) {
        byPayment.set(payment.merchant_transaction_id, {
          paidPaise: wholeRefundPaise(payment),
          refund: null,
        });
      }
      for (const refund of refunds) {
        const paid = byPayment.get(refund.merchant_transaction_id);
        // A live refund stands over an earlier failed one.
        if (paid && (paid.refund === null || refund.status !== 'FAILED')) paid.refund = refund;
      }
      return byPayment;
    },

    /** The coupon a payment used, if any (given back when its orders are cancelled). */
    couponOf(merchantTransactionId: string): Promise<string | null> {
      return createPaymentReadsRepository(app.db).couponOf(merchantTransactionId);
    },
  };
}
