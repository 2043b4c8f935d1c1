import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Payments held for a person to look at (docs/api/staff-console.md#dashboard): failed with a
 * review reason, such as still pending after 20 minutes.
 */
export function createHeldPaymentsRepository(db: Kysely<Database>) {
  return {
    /** The held payments, newest first. */
    async list(limit: number) {
      return db
        .selectFrom('payment_transactions')
        .innerJoin('users', 'users.id', 'payment_transactions.user_id')
        .select([
          'payment_transactions.merchant_transaction_id',
          'payment_transactions.amount_paise',
          'payment_transactions.review_reason',
          'payment_transactions.created_at',
          'users.email',
        ])
        .where('payment_transactions.status', '=', 'FAILED')
        .where('payment_transactions.review_reason', 'is not', null)
        .orderBy('payment_transactions.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Payments a person must look at besides the held ones, newest first: paid with a coupon
     * already spent, or still unanswered past the shop's timeout
     * (docs/decisions/081-every-payment-needing-a-person-on-the-dashboard.md).
     */
    async listToReview(limit: number) {
      return db
        .selectFrom('payment_transactions')
        .innerJoin('users', 'users.id', 'payment_transactions.user_id')
        .select([
          'payment_transactions.merchant_transaction_id',
          'payment_transactions.status',
          'payment_transactions.amount_paise',
          'payment_transactions.review_reason',
          'payment_transactions.created_at',
          'users.email',
        ])
        .where('payment_transactions.status', '!=', 'FAILED')
        .where('payment_transactions.review_reason', 'is not', null)
        .orderBy('payment_transactions.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** Why this payment is held; null when it is not held. */
    async reasonFor(merchantTransactionId: string): Promise<string | null> {
      const row = await db
        .selectFrom('payment_transactions')
        .select('review_reason')
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'FAILED')
        .executeTakeFirst();
      return row?.review_reason ?? null;
    },

    /**
     * Why a payment still asked of the provider past the shop's timeout is listed for a person
     * (docs/decisions/081); null when it is not such a payment.
     */
    async lateReasonFor(merchantTransactionId: string): Promise<string | null> {
      const row = await db
        .selectFrom('payment_transactions')
        .select('review_reason')
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return row?.review_reason ?? null;
    },

    /**
     * A held payment back to PENDING so the checker asks the provider again; false when it is
     * not held, or its coupon is now held by another payment in flight.
     */
    async reopen(merchantTransactionId: string): Promise<boolean> {
      try {
        const result = await db
          .updateTable('payment_transactions')
          .set({ status: 'PENDING' })
          .where('merchant_transaction_id', '=', merchantTransactionId)
          .where('status', '=', 'FAILED')
          .where('review_reason', 'is not', null)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n;
      } catch {
        return false;
      }
    },

    /** Settled by staff: no longer held (it stays FAILED, with its answer kept). */
    async release(merchantTransactionId: string): Promise<boolean> {
      const result = await db
        .updateTable('payment_transactions')
        .set({ review_reason: null })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'FAILED')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
