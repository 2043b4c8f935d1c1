import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createCouponsService } from '../coupons/service';

export interface NewPayment {
  merchantTransactionId: string;
  userId: string;
  provider: string;
  amountPaise: number;
  couponId: string | null;
  totals: unknown;
  address: unknown;
  cart: unknown;
  firstCheckAt: Date;
}

export type OpenResult = 'opened' | 'coupon-held' | 'coupon-spent';

class CouponSpent extends Error {}

/**
 * Payment transactions as they are written (docs/decisions/006-orders-made-once-by-a-confirmed-payment.md);
 * every change of status is guarded by the status it comes from.
 */
export function createPaymentWritesRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a new PENDING payment. Its coupon is reserved by the partial unique index: while
     * another payment with it is pending, nothing is stored ('coupon-held'). The coupon is read
     * again after the insert, which waited for any confirmation racing it, so a coupon spent
     * meanwhile is never reserved ('coupon-spent').
     */
    async open(payment: NewPayment, now: Date): Promise<OpenResult> {
      try {
        return await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('payment_transactions')
            .values({
              merchant_transaction_id: payment.merchantTransactionId,
              user_id: payment.userId,
              provider: payment.provider,
              amount_paise: payment.amountPaise,
              coupon_id: payment.couponId,
              totals: JSON.stringify(payment.totals),
              address: JSON.stringify(payment.address),
              cart: JSON.stringify(payment.cart),
              created_at: now,
              next_check_at: payment.firstCheckAt,
            })
            .onConflict((conflict) =>
              conflict
                .column('coupon_id')
                // A literal: the partial index is matched when the statement is prepared, before
                // any parameter is known (docs/decisions/061-prepared-statements.md).
                .where('status', '=', sql.lit('PENDING'))
                .where('coupon_released_at', 'is', null)
                .doNothing(),
            )
            .returning('merchant_transaction_id')
            .executeTakeFirst();
          if (!inserted) return 'coupon-held';
          if (payment.couponId && !(await createCouponsService(trx).isUnspent(payment.couponId))) {
            throw new CouponSpent();
          }
          return 'opened';
        });
      } catch (error) {
        if (error instanceof CouponSpent) return 'coupon-spent';
        throw error;
      }
    },

    /**
     * Keeps the user's payments (the tax and dispute record of money taken) but removes the phone
     * number frozen in their delivery address; the name and address stay, as a tax invoice needs.
     */
    async removeContactForUser(userId: string): Promise<number> {
      const result = await db
        .updateTable('payment_transactions')
        .set({ address: sql<string>`address - 'number'` })
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * A payment past the shop's timeout frees its coupon while the provider is still asked about
     * it: its coupon id is kept (docs/decisions/080-a-coupon-held-until-its-payment-is-decided.md).
     */
    async releaseCouponHold(merchantTransactionId: string, userId: string, now: Date) {
      await db
        .updateTable('payment_transactions')
        .set({ coupon_released_at: now })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .where('coupon_released_at', 'is', null)
        .execute();
    },

    /** A confirmed payment a person has to look at (its coupon was already spent, say). */
    async markForReview(merchantTransactionId: string, reason: string) {
      await db
        .updateTable('payment_transactions')
        .set({ review_reason: reason })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .execute();
    },

    /**
     * PENDING -> SUCCESS, only for the amount asked. Of any number of racing confirmations,
     * exactly one gets the row back (the others wait on its lock, then find it no longer pending).
     */
    async markSucceeded(
      merchantTransactionId: string,
      paid: { amountPaise: number; providerTransactionId: string | null; code: string },
      now: Date,
    ) {
      return db
        .updateTable('payment_transactions')
        .set({
          status: 'SUCCESS',
          paid_amount_paise: paid.amountPaise,
          provider_transaction_id: paid.providerTransactionId,
          provider_code: paid.code,
          confirmed_at: now,
          next_check_at: null,
          // A reason written while it was unanswered no longer holds; confirmation adds its own.
          review_reason: null,
        })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'PENDING')
        .where('amount_paise', '=', paid.amountPaise)
        .returning([
          'merchant_transaction_id',
          'user_id',
          'amount_paise',
          'coupon_id',
          'totals',
          'address',
          'cart',
        ])
        .executeTakeFirst();
    },

    /** PENDING -> FAILED, which also frees its coupon. False when it was no longer pending. */
    async markFailed(
      merchantTransactionId: string,
      outcome: { code: string; reviewReason?: string | null; paidAmountPaise?: number | null },
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('payment_transactions')
        .set({
          status: 'FAILED',
          provider_code: outcome.code,
          review_reason: outcome.reviewReason ?? null,
          paid_amount_paise: outcome.paidAmountPaise ?? null,
          last_checked_at: now,
          next_check_at: null,
        })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
