import { type Kysely, sql } from 'kysely';

// Refunds of confirmed payments (docs/decisions/040-a-refund-stored-before-it-is-asked.md).
// The row is stored before the provider is asked, with the refund id the provider will know it
// by, so a refund asked twice, or a server stopped between the provider's call and its answer,
// never moves money twice: the one live refund of a payment is found again and followed until
// it is final, on a schedule kept in the row (as payments are).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_refunds')
    .addColumn('merchant_refund_id', 'text', (column) =>
      // Both PhonePe versions take it: under 35 characters of letters, digits, _ and -.
      column.primaryKey().check(sql`merchant_refund_id ~ '^[A-Za-z0-9_-]{1,34}$'`),
    )
    .addColumn('merchant_transaction_id', 'text', (column) =>
      column.notNull().references('payment_transactions.merchant_transaction_id'),
    )
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull().check(sql`amount_paise > 0`))
    // REQUESTED: stored, the provider may or may not have it yet; PENDING: the provider has it.
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('REQUESTED')
        .check(sql`status in ('REQUESTED', 'PENDING', 'COMPLETED', 'FAILED')`),
    )
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('requested_by', 'text', (column) => column.notNull())
    .addColumn('provider_code', 'text')
    .addColumn('provider_refund_id', 'text')
    .addColumn('refunded_amount_paise', 'bigint')
    // Set when a person should look: refused by the provider, another amount, or long pending.
    .addColumn('review_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addColumn('next_check_at', 'timestamptz')
    .addColumn('checks', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_checked_at', 'timestamptz')
    .execute();
  // One live refund per payment: a second request finds the first (a failed one may be retried).
  await db.schema
    .createIndex('payment_refunds_live_merchant_transaction_id_key')
    .on('payment_refunds')
    .column('merchant_transaction_id')
    .unique()
    .where(sql.ref('status'), '<>', 'FAILED')
    .execute();
  await db.schema
    .createIndex('payment_refunds_open_next_check_at')
    .on('payment_refunds')
    .column('next_check_at')
    .where(sql.ref('status'), 'in', sql`('REQUESTED', 'PENDING')`)
    .execute();

  // The built-in sandbox provider's side of a refund: it refunds at once, and once per id.
  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('merchant_refund_id', 'text', (column) => column.primaryKey())
    .addColumn('merchant_transaction_id', 'text', (column) =>
      column.notNull().references('sandbox_payments.merchant_transaction_id'),
    )
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
