import { randomBytes } from 'node:crypto';
import { formatInr } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  type PaymentProvider,
  type RefundResult,
  STATUS_CODES,
  unknownRefund,
} from '../../integrations/payments/payment-provider';
import type { Clock } from '../../platform/clock';
import type { Database, RefundStatus } from '../../platform/db/schema';
import { nextRefundCheckAt, REFUND_REVIEW_AFTER_MS } from './check-schedule';
import { createRefundsRepository, type RefundRow } from './refunds-repository';
import { createPaymentsRepository } from './repository';

/** A refund as other modules see it (docs/api/payments.md#refunds). */
export interface RefundRecord {
  merchantRefundId: string;
  merchantTransactionId: string;
  amountPaise: number;
  /** REQUESTED and PENDING are open (followed until final); COMPLETED and FAILED are final. */
  status: RefundStatus;
  reason: string;
  requestedBy: string;
  providerCode: string | null;
  providerRefundId: string | null;
  /** What the provider says it refunded, once final. */
  refundedAmountPaise: number | null;
  /** Set when a person should look. */
  reviewReason: string | null;
  createdAt: Date;
  settledAt: Date | null;
}

export type RefundRequestOutcome =
  | { ok: true; refund: RefundRecord; created: boolean }
  | { ok: false; reason: 'NOT_FOUND' | 'NOT_PAID' | 'PROVIDER_UNAVAILABLE' };

/**
 * Runs in the transaction that makes a refund final (COMPLETED or FAILED), once per refund: a
 * listener that throws undoes that transaction, and the refund is settled (and the listener
 * called) again at its next look.
 */
export type RefundSettledListener = (
  trx: Transaction<Database>,
  refund: RefundRecord,
) => Promise<void>;

/** While the caller asks the provider, the follower leaves the new refund alone this long. */
const REQUEST_LEASE_MS = 30_000;

/** Letters and digits under 35 characters: an id both PhonePe versions accept, never reused. */
function newMerchantRefundId(now: Date): string {
  return `RFD${now.getTime().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** A refund returns the whole payment: what the provider took, else what was asked. */
export function wholeRefundPaise(payment: {
  amount_paise: number;
  paid_amount_paise: number | null;
}): number {
  return payment.paid_amount_paise ?? payment.amount_paise;
}

export function toRefundRecord(row: RefundRow): RefundRecord {
  return {
    merchantRefundId: row.merchant_refund_id,
    merchantTransactionId: row.merchant_transaction_id,
    amountPaise: row.amount_paise,
    status: row.status,
    reason: row.reason,
    requestedBy: row.requested_by,
    providerCode: row.provider_code,
    providerRefundId: row.provider_refund_id,
    refundedAmountPaise: row.refunded_amount_paise,
    reviewReason: row.review_reason,
    createdAt: row.created_at,
    settledAt: row.settled_at,
  };
}

export interface RefundsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
}

/**
 * Refunds of confirmed payments, whole amount, exactly once
 * (docs/decisions/040-a-refund-stored-before-it-is-asked.md): stored before the provider is asked
 * under an id the provider refuses twice, then followed until final by the reconciler, the
 * provider's callback, or a look asked for.
 */
export function createRefunds(dependencies: RefundsDependencies) {
  const { db, clock, provider, log, publicBaseUrl } = dependencies;
  const payments = createPaymentsRepository(db);
  const refunds = createRefundsRepository(db);
  const listeners: RefundSettledListener[] = [];

  async function current(merchantRefundId: string): Promise<RefundRecord | null> {
    const row = await refunds.find(merchantRefundId);
    return row ? toRefundRecord(row) : null;
  }

  async function ask(row: RefundRow, userId: string): Promise<RefundResult> {
    if (!provider) throw new Error('ask() needs a provider');
    const answer = await provider.refund({
      merchantRefundId: row.merchant_refund_id,
      merchantTransactionId: row.merchant_transaction_id,
      merchantUserId: userId.replaceAll('-', ''),
      amountPaise: row.amount_paise,
      callbackUrl: `${publicBaseUrl}/api/payment/callback/phonepe`,
    });
    if (answer.state !== 'FAILED') return answer;
    // A refusal may be of this very refund, sent before (a duplicate id): it is believed only
    // when the provider has no refund by this id.
    const known = await provider.refundStatus(row.merchant_refund_id);
    if (known.state === 'NOT_FOUND') return answer;
    return known.state === 'UNKNOWN' ? unknownRefund(answer.code) : known;
  }

  async function settle(
    row: RefundRow,
    status: 'COMPLETED' | 'FAILED',
    answer: RefundResult,
    reviewReason: string | null,
  ): Promise<RefundRecord | null> {
    const now = clock.now();
    const settled = await db.transaction().execute(async (trx) => {
      const done = await createRefundsRepository(trx).settle(
        row.merchant_refund_id,
        {
          status,
          code: answer.code,
          providerRefundId: answer.providerRefundId,
          refundedAmountPaise:
            status === 'COMPLETED' ? (answer.amountPaise ?? row.amount_paise) : null,
          reviewReason,
        },
        now,
      );
      if (!done) return undefined;
      const record = toRefundRecord(done);
      for (const listener of listeners) await listener(trx, record);
      return record;
    });
    if (settled) {
      log.info(
        { merchantRefundId: row.merchant_refund_id, status, code: answer.code },
        'refund settled',
      );
      return settled;
    }
    // Another look settled it first: the stored refund is the truth.
    return current(row.merchant_refund_id);
  }

  /** Acts on what the provider said of a refund; answers the refund as it now stands. */
  async function apply(
    row: RefundRow,
    answer: RefundResult,
    userId: string,
  ): Promise<RefundRecord | null> {
    const now = clock.now();
    switch (answer.state) {
      case 'COMPLETED': {
        const paid = answer.amountPaise;
        const differs = paid !== null && paid !== row.amount_paise;
        if (differs) {
          log.error({ merchantRefundId: row.merchant_refund_id, paid }, 'refund amount differs');
        }
        const review = differs
          ? `Refunded ${formatInr(paid)} where ${formatInr(row.amount_paise)} was asked`
          : null;
        return settle(row, 'COMPLETED', answer, review);
      }
      case 'FAILED':
        log.warn({ merchantRefundId: row.merchant_refund_id, code: answer.code }, 'refund failed');
        return settle(row, 'FAILED', answer, `The provider failed the refund: ${answer.code}`);
      case 'PENDING':
        if (row.status === 'PENDING') return later(row, answer, now);
        await refunds.markPending(
          row.merchant_refund_id,
          answer,
          nextRefundCheckAt(row.created_at, now),
          now,
        );
        return current(row.merchant_refund_id);
      case 'NOT_FOUND':
        // Never reached the provider (or its answer was lost before it kept it): ask again
        // under the same id, which the provider takes at most once.
        if (row.status === 'REQUESTED') return apply(row, await ask(row, userId), userId);
        log.warn({ merchantRefundId: row.merchant_refund_id }, 'provider lost a pending refund');
        return later(row, answer, now);
      default:
        return later(row, answer, now);
    }
  }

  async function later(row: RefundRow, answer: RefundResult, now: Date) {
    const overdue = now.getTime() - row.created_at.getTime() >= REFUND_REVIEW_AFTER_MS;
    await refunds.scheduleNextCheck(
      row.merchant_refund_id,
      {
        code: answer.code,
        reviewReason: overdue ? `Refund still ${row.status} after 10 days` : undefined,
      },
      nextRefundCheckAt(row.created_at, now),
      now,
    );
    return current(row.merchant_refund_id);
  }

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
