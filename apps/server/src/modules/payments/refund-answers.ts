import { formatInr } from '@shop/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  type PaymentProvider,
  type RefundResult,
  unknownRefund,
} from '../../integrations/payments/payment-provider';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import { nextRefundCheckAt, REFUND_REVIEW_AFTER_MS } from './check-schedule';
import { type RefundRecord, type RefundSettledListener, toRefundRecord } from './refund-record';
import { createRefundsRepository, type RefundRow } from './refunds-repository';

export interface RefundsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  provider: PaymentProvider | null;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
}

/**
 * Asking the provider for a refund and acting on its answers: a final one settles the refund and
 * calls the listeners in that transaction, an open one schedules the next look.
 */
export function createRefundAnswers(
  dependencies: RefundsDependencies,
  listeners: readonly RefundSettledListener[],
) {
  const { db, clock, provider, log, publicBaseUrl } = dependencies;
  const refunds = createRefundsRepository(db);

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

  return { current, ask, apply };
}
