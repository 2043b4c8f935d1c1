import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * What the customer's order list shows of their payments: the amount each confirmed payment took
 * and its refunds, oldest first (docs/decisions/101-a-refund-explains-itself.md).
 */
export function createPaidAmountsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    async forUser(userId: string) {
      const payments = await db
        .selectFrom('payment_transactions')
        .select(['merchant_transaction_id', 'amount_paise', 'paid_amount_paise'])
        .where('user_id', '=', userId)
        .where('status', '=', 'SUCCESS')
        .execute();
      const refunds = await db
        .selectFrom('payment_refunds')
        .innerJoin(
          'payment_transactions',
          'payment_transactions.merchant_transaction_id',
          'payment_refunds.merchant_transaction_id',
        )
        .select([
          'payment_refunds.merchant_transaction_id',
          'payment_refunds.merchant_refund_id',
          'payment_refunds.provider_refund_id',
          'payment_refunds.amount_paise',
          'payment_refunds.status',
          'payment_refunds.created_at',
        ])
        .where('payment_transactions.user_id', '=', userId)
        .orderBy('payment_refunds.created_at')
        .execute();
      return { payments, refunds };
    },
  };
}
