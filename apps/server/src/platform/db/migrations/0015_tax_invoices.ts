import { type Kysely, sql } from 'kysely';

// GST tax invoices (docs/decisions/042-gst-tax-invoices.md). One invoice per confirmed payment,
// issued in the transaction that confirms it, numbered from a counter per financial year: the
// counter's row is locked by the increment until that transaction ends, so concurrent
// confirmations take consecutive numbers, and a confirmation that rolls back gives its number
// back. No gaps, no duplicates. What the invoice shows is frozen in `content` when it is issued.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_serials')
    .addColumn('financial_year', 'text', (column) =>
      column.primaryKey().check(sql`financial_year ~ '^[0-9]{4}-[0-9]{2}$'`),
    )
    .addColumn('last_serial', 'integer', (column) => column.notNull().check(sql`last_serial >= 1`))
    .execute();

  await db.schema
    .createTable('tax_invoices')
    .addColumn('invoice_number', 'text', (column) =>
      // The rule's own limits: at most 16 letters, digits, - and /.
      column.primaryKey().check(sql`invoice_number ~ '^[A-Za-z0-9/-]{1,16}$'`),
    )
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('serial', 'integer', (column) => column.notNull())
    .addColumn('merchant_transaction_id', 'text', (column) =>
      column.notNull().unique().references('payment_transactions.merchant_transaction_id'),
    )
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addUniqueConstraint('tax_invoices_financial_year_serial_key', ['financial_year', 'serial'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tax_invoices').execute();
  await db.schema.dropTable('invoice_serials').execute();
}
