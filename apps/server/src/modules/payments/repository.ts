import type { Kysely } from 'kysely';
import type { Database, PaymentStatus } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

const SUMMARY = [
  'merchant_transaction_id',
  'user_id',
  'provider',
  'amount_paise',
  'status',
  'provider_code',
  'created_at',
  'confirmed_at',
] as const;

class CouponSpent extends Error {}

/** Payment transactions (D8); every change of status is guarded by the status it comes from. */
export function createPaymentsRepository(db: Kysely<Database>) {
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
              conflict.column('coupon_id').where('status', '=', 'PENDING').doNothing(),
            )
            .returning('merchant_transaction_id')
            .executeTakeFirst();
          if (!inserted) return 'coupon-held';
          if (payment.couponId) {
            const coupon = await trx
              .selectFrom('coupons')
              .select('spent_at')
              .where('couponid', '=', payment.couponId)
              .executeTakeFirst();
            if (!coupon || coupon.spent_at !== null) throw new CouponSpent();
          }
          return 'opened';
        });
      } catch (error) {
        if (error instanceof CouponSpent) return 'coupon-spent';
        throw error;
      }
    },

    async find(merchantTransactionId: string) {
      return db
        .selectFrom('payment_transactions')
        .select([...SUMMARY, 'paid_amount_paise', 'coupon_id'])
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .executeTakeFirst();
    },

    /** One of the user's payments; another user's is not found. */
    async findForUser(userId: string, merchantTransactionId: string) {
      return db
        .selectFrom('payment_transactions')
        .select(SUMMARY)
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** The pending payment holding a coupon, if any. */
    async findPendingWithCoupon(couponId: string) {
      if (!UUID_PATTERN.test(couponId)) return undefined;
      return db
        .selectFrom('payment_transactions')
        .select('merchant_transaction_id')
        .where('coupon_id', '=', couponId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
    },

    /** The user's confirmed payment with this id, or their latest confirmed one. */
    async findConfirmedForUser(userId: string, merchantTransactionId?: string) {
      let query = db
        .selectFrom('payment_transactions')
        .select(['merchant_transaction_id', 'amount_paise', 'confirmed_at'])
        .where('user_id', '=', userId)
        .where('status', '=', 'SUCCESS');
      if (merchantTransactionId !== undefined) {
        query = query.where('merchant_transaction_id', '=', merchantTransactionId);
      }
      return query.orderBy('confirmed_at', 'desc').limit(1).executeTakeFirst();
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
        })
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'PENDING')
        .where('amount_paise', '=', paid.amountPaise)
        .returning([
          'merchant_transaction_id',
          'user_id',
          'amount_paise',
          'coupon_id',
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

    /**
     * Takes up to `limit` pending payments due a check and leases them until `leaseUntil`, so
     * another instance's reconciler skips them; a lease left by a crash simply runs out.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number) {
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

    /** Spends the coupon a payment used; false if it was already spent (it never should be). */
    async spendCoupon(couponId: string, userId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('coupons')
        .set({ spent_at: now })
        .where('couponid', '=', couponId)
        .where('user_id', '=', userId)
        .where('spent_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Empties the cart lines a payment was for; lines added since stay. */
    async removeCartLines(userId: string, itemIds: readonly string[]): Promise<void> {
      if (itemIds.length === 0) return;
      await db
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('itemid', 'in', [...itemIds])
        .execute();
    },

    /** Who to send the order confirmation to. */
    async findBuyer(userId: string) {
      return db
        .selectFrom('users')
        .select(['firstname', 'email'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
export type { PaymentStatus };
