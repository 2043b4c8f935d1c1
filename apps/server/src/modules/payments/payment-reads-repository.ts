import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

/** Payment transactions as they are read: one payment, a user's, the confirmed ones, a coupon's holder. */
export function createPaymentReadsRepository(db: Kysely<Database>) {
  return {
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

    /** Every payment the user started, as stored, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('payment_transactions')
        .select([
          'merchant_transaction_id',
          'provider',
          'amount_paise',
          'paid_amount_paise',
          'status',
          'totals',
          'address',
          'cart',
          'provider_transaction_id',
          'created_at',
          'confirmed_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    /** Whether one of the user's payments is still waiting for the provider's answer. */
    async hasPendingForUser(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_transactions')
        .select('merchant_transaction_id')
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The pending payment holding a coupon, if any (a released hold holds nothing). */
    async findPendingWithCoupon(couponId: string) {
      if (!UUID_PATTERN.test(couponId)) return undefined;
      return db
        .selectFrom('payment_transactions')
        .select(['merchant_transaction_id', 'user_id'])
        .where('coupon_id', '=', couponId)
        .where('status', '=', 'PENDING')
        .where('coupon_released_at', 'is', null)
        .executeTakeFirst();
    },

    /** A confirmed payment with what it was for, as its invoice needs it. */
    async findConfirmedPurchase(merchantTransactionId: string) {
      return db
        .selectFrom('payment_transactions')
        .select(['merchant_transaction_id', 'user_id', 'totals', 'address', 'cart', 'confirmed_at'])
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .where('status', '=', 'SUCCESS')
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

    async couponOf(merchantTransactionId: string): Promise<string | null> {
      const row = await db
        .selectFrom('payment_transactions')
        .select('coupon_id')
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .executeTakeFirst();
      return row?.coupon_id ?? null;
    },
  };
}
