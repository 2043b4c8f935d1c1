import { type Kysely, sql } from 'kysely';

// Every email, SMS and CRM call leaves through here
// (docs/decisions/009-an-outbox-for-email-sms-and-crm.md): stored first, delivered with retries.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (column) =>
      column.notNull().check(sql`channel in ('email', 'sms', 'crm')`),
    )
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('payload', 'jsonb')
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_due')
    .on('outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
