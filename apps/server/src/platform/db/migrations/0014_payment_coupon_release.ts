import { type Kysely, sql } from 'kysely';

// A new payment by the same buyer may take over the coupon of their payment still pending, once
// the provider says that payment is not complete (docs/decisions/035-a-payment-told-as-it-stands.md).
// The old payment keeps its coupon id (it is spent if that payment succeeds after all) but its
// hold is released, and the index that reserves a coupon counts only holds not released.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('coupon_released_at', 'timestamptz')
    .execute();
  await db.schema.dropIndex('payment_transactions_pending_coupon_id_key').execute();
  await db.schema
    .createIndex('payment_transactions_pending_coupon_id_key')
    .on('payment_transactions')
    .column('coupon_id')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .where(sql.ref('coupon_released_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_transactions_pending_coupon_id_key').execute();
  await db.schema
    .createIndex('payment_transactions_pending_coupon_id_key')
    .on('payment_transactions')
    .column('coupon_id')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
  await db.schema.alterTable('payment_transactions').dropColumn('coupon_released_at').execute();
}
