import { type Kysely, sql } from 'kysely';

// Leads and event registrations (docs/api/leads.md, docs/api/events.md). Each is stored before
// anything else happens; its CRM copy leaves through the outbox in the same transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('callback', 'consultation', 'careers')`),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    // The day asked for: a callback's or a consultation's; none for a job application.
    .addColumn('preferred_date', 'date')
    .addColumn('message', 'text', (column) => column.notNull())
    // The signed-in visitor who sent it, when there was one.
    .addColumn('user_id', 'uuid', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('leads_kind_created_at')
    .on('leads')
    .columns(['kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('event_id', 'text', (column) => column.notNull())
    // The event as the shop described it when the visitor registered.
    .addColumn('event_name', 'text', (column) => column.notNull())
    .addColumn('event_date', 'date', (column) => column.notNull())
    .addColumn('event_location', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();
  // One registration per event for an email address (in any case) and one for a phone number.
  await sql`create unique index event_registrations_event_id_email_key
    on event_registrations (event_id, lower(email))`.execute(db);
  await db.schema
    .createIndex('event_registrations_event_id_phone_key')
    .on('event_registrations')
    .columns(['event_id', 'phone'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_registrations').execute();
  await db.schema.dropTable('leads').execute();
}
