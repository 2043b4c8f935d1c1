import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * The reconciler's queue of pending payments to ask the provider about; its leases keep a payment to
 * one worker at a time (docs/decisions/058-one-worker-per-core.md).
 */
export function createPaymentChecksRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes up to `limit` pending payments due a check and leases them until `leaseUntil`, so
     * another instance's reconciler skips them; a lease left by a crash simply runs out.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number) {
      // Looked for before the claim: a claim is a write even when it finds nothing, and every
      // write makes what this process (and, once announced, every other) remembers read again
      // (docs/decisions/064-memory-until-a-change-is-heard.md), once a second for nothing.
      const anyDue = await db
        .selectFrom('payment_transactions')
        .select('merchant_transaction_id')
        .where('status', '=', 'PENDING')
        .where('next_check_at', '<=', now)
        .limit(1)
        .executeTakeFirst();
      if (!anyDue) return [];
      return db
        .updateTable('payment_transactions')
        .set({ next_check_at: leaseUntil })
        .where('merchant_transaction_id', 'in', (eb) =>
          eb
            .selectFrom('payment_transactions')
            .select('merchant_transaction_id')
            .where('status', '=', 'PENDING')
            .where('next_check_at', '<=', now)
            .orderBy('next_check_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .where('status', '=', 'PENDING')
        .returning(['merchant_transaction_id', 'created_at'])
        .execute();
    },

    /**
     * A payment past the shop's 20 minutes, still undecided: its coupon is freed and a person is
     * told why, while the provider is still asked (docs/decisions/080 and 081).
     */
    async markPastTimeout(
      merchantTransactionId: string,
      look: { code: string; reason: string; next: Date },
      now: Date,
    ) {
      await db
        .updateTable('payment_transactions')
        .set((eb) => ({
          provider_code: look.code,
          review_reason: look.reason,
          coupon_released_at: eb.fn.coalesce('coupon_released_at', eb.val(now)),
          next_check_at: look.next,
          last_checked_at: now,
          checks: eb('checks', '+', 1),
        }))
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'PENDING')
        .execute();
    },

    /** Records a check that found the payment still pending, and when to ask next. */
    async scheduleNextCheck(merchantTransactionId: string, code: string, next: Date, now: Date) {
      await db
        .updateTable('payment_transactions')
        .set((eb) => ({
          provider_code: code,
          next_check_at: next,
          last_checked_at: now,
          checks: eb('checks', '+', 1),
        }))
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'PENDING')
        .execute();
    },
  };
}
