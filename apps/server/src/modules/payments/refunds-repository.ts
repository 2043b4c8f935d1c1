import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { RefundStatus } from '../../platform/db/schema-payments';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewRefund {
  merchantRefundId: string;
  merchantTransactionId: string;
  provider: string;
  amountPaise: number;
  reason: string;
  requestedBy: string;
  /** Until then no follower touches it: the caller is asking the provider. */
  leaseUntil: Date;
}

const RECORD = [
  'merchant_refund_id',
  'merchant_transaction_id',
  'provider',
  'amount_paise',
  'status',
  'reason',
  'requested_by',
  'provider_code',
  'provider_refund_id',
  'refunded_amount_paise',
  'review_reason',
  'created_at',
  'settled_at',
] as const;

const OPEN: RefundStatus[] = ['REQUESTED', 'PENDING'];

/**
 * Refunds of confirmed payments (docs/decisions/040-a-refund-stored-before-it-is-asked.md).
 * Every change of status is guarded by the statuses it comes from, so of two racing answers
 * about one refund only the first counts.
 */
export function createRefundsRepository(db: Db) {
  return {
    /**
     * Stores a new REQUESTED refund, unless the payment already has a live one (the partial
     * unique index): then nothing is stored and undefined is answered.
     */
    async open(refund: NewRefund, now: Date) {
      return db
        .insertInto('payment_refunds')
        .values({
          merchant_refund_id: refund.merchantRefundId,
          merchant_transaction_id: refund.merchantTransactionId,
          provider: refund.provider,
          amount_paise: refund.amountPaise,
          reason: refund.reason,
          requested_by: refund.requestedBy,
          created_at: now,
          next_check_at: refund.leaseUntil,
        })
        .onConflict((conflict) =>
          // A literal: the partial index is matched when the statement is prepared, before any
          // parameter is known (docs/decisions/061-prepared-statements.md).
          conflict
            .column('merchant_transaction_id')
            .where('status', '<>', sql.lit('FAILED'))
            .doNothing(),
        )
        .returning(RECORD)
        .executeTakeFirst();
    },

    async find(merchantRefundId: string) {
      return db
        .selectFrom('payment_refunds')
        .select(RECORD)
        .where('merchant_refund_id', '=', merchantRefundId)
        .executeTakeFirst();
    },

    /** The payment's live refund, else its latest failed one. */
    async findForPayment(merchantTransactionId: string) {
      return db
        .selectFrom('payment_refunds')
        .select(RECORD)
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .orderBy((eb) => eb.case().when('status', '=', 'FAILED').then(1).else(0).end())
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** REQUESTED -> PENDING: the provider has it; followed from `next`. */
    async markPending(
      merchantRefundId: string,
      answer: { code: string; providerRefundId: string | null },
      next: Date,
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('payment_refunds')
        .set((eb) => ({
          status: 'PENDING',
          provider_code: answer.code,
          provider_refund_id: eb.fn.coalesce(
            eb.val(answer.providerRefundId),
            eb.ref('provider_refund_id'),
          ),
          next_check_at: next,
          last_checked_at: now,
        }))
        .where('merchant_refund_id', '=', merchantRefundId)
        .where('status', 'in', OPEN)
        .execute();
    },

    /**
     * REQUESTED or PENDING -> COMPLETED or FAILED. Exactly one caller gets the row back, so
     * whatever follows a settled refund runs once, in the same transaction.
     */
    async settle(
      merchantRefundId: string,
      outcome: {
        status: 'COMPLETED' | 'FAILED';
        code: string;
        providerRefundId: string | null;
        refundedAmountPaise: number | null;
        reviewReason: string | null;
      },
      now: Date,
    ) {
      return db
        .updateTable('payment_refunds')
        .set((eb) => ({
          status: outcome.status,
          provider_code: outcome.code,
          provider_refund_id: eb.fn.coalesce(
            eb.val(outcome.providerRefundId),
            eb.ref('provider_refund_id'),
          ),
          refunded_amount_paise: outcome.refundedAmountPaise,
          review_reason: outcome.reviewReason,
          settled_at: now,
          last_checked_at: now,
          next_check_at: null,
        }))
        .where('merchant_refund_id', '=', merchantRefundId)
        .where('status', 'in', OPEN)
        .returning(RECORD)
        .executeTakeFirst();
    },

    /** Records a look that settled nothing, and when to look next. */
    async scheduleNextCheck(
      merchantRefundId: string,
      look: { code: string; reviewReason?: string | undefined },
      next: Date,
      now: Date,
    ): Promise<void> {
      await db
        .updateTable('payment_refunds')
        .set((eb) => ({
          provider_code: look.code,
          next_check_at: next,
          last_checked_at: now,
          checks: eb('checks', '+', 1),
          ...(look.reviewReason !== undefined && { review_reason: look.reviewReason }),
        }))
        .where('merchant_refund_id', '=', merchantRefundId)
        .where('status', 'in', OPEN)
        .execute();
    },

    /**
     * Takes up to `limit` open refunds due a look and leases them until `leaseUntil`, so other
     * instances skip them; a lease left by a crash runs out.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number) {
      // Looked for before the claim, which is a write even when it finds nothing (as the
      // payments' claim in payment-checks-repository.ts).
      const anyDue = await db
        .selectFrom('payment_refunds')
        .select('merchant_refund_id')
        .where('status', 'in', OPEN)
        .where('next_check_at', '<=', now)
        .limit(1)
        .executeTakeFirst();
      if (!anyDue) return [];
      return db
        .updateTable('payment_refunds')
        .set({ next_check_at: leaseUntil })
        .where('merchant_refund_id', 'in', (eb) =>
          eb
            .selectFrom('payment_refunds')
            .select('merchant_refund_id')
            .where('status', 'in', OPEN)
            .where('next_check_at', '<=', now)
            .orderBy('next_check_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .where('status', 'in', OPEN)
        .returning(RECORD)
        .execute();
    },
  };
}

export type RefundRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRefundsRepository>['find']>>
>;
