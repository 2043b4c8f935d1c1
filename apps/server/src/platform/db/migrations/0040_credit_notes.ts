import { type Kysely, sql } from 'kysely';
import { announceChangesOf } from './0018_change_notifications';

// GST credit notes (docs/decisions/102-gst-credit-notes.md): one per cancelled payment,
// reversing its tax invoice, numbered in a series of their own per financial year the way the
// invoices are (the counter's row is locked until the issuing transaction ends).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_note_serials')
    .addColumn('financial_year', 'text', (column) =>
      column.primaryKey().check(sql`financial_year ~ '^[0-9]{4}-[0-9]{2}$'`),
    )
    .addColumn('last_serial', 'integer', (column) => column.notNull().check(sql`last_serial >= 1`))
    .execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('credit_note_number', 'text', (column) =>
      column.primaryKey().check(sql`credit_note_number ~ '^[A-Za-z0-9/-]{1,16}$'`),
    )
    .addColumn('financial_year', 'text', (column) => column.notNull())
    .addColumn('serial', 'integer', (column) => column.notNull())
    .addColumn('merchant_transaction_id', 'text', (column) =>
      column.notNull().unique().references('payment_transactions.merchant_transaction_id'),
    )
    .addColumn('invoice_number', 'text', (column) =>
      column.notNull().references('tax_invoices.invoice_number'),
    )
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id'))
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addUniqueConstraint('credit_notes_financial_year_serial_key', ['financial_year', 'serial'])
    .execute();
  // Every table announces its changes (docs/decisions/064-memory-until-a-change-is-heard.md).
  for (const table of ['credit_note_serials', 'credit_notes']) await announceChangesOf(db, table);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('credit_note_serials').execute();
}
