import { fest2025Details, SHOP_EVENTS } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import { announceChangesOf } from './0018_change_notifications';

// Events are data (docs/decisions/097-events-are-data.md): each is the domain schema's document
// plus the columns the shop looks up, sorts or locks on. The 2025 fest and its contests are seeded
// as they were held, and each registration, found until now by its event's display name, is moved
// to its event's id.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (column) => column.notNull().unique())
    .addColumn('event_date', 'date', (column) => column.notNull())
    .addColumn('registration', 'text', (column) =>
      column.notNull().check(sql`registration in ('open', 'closed')`),
    )
    .addColumn('document', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  for (const event of Object.values(SHOP_EVENTS)) {
    const details = fest2025Details(event);
    await db
      .insertInto('events')
      .values({
        id: event.eventId,
        slug: details.slug,
        event_date: details.date,
        // Open, as staff had it before the day: the day has passed, so each says it was held,
        // and a shop whose clock is set before the fest (the stories', decision 073) takes them.
        registration: 'open',
        document: JSON.stringify(details),
      })
      .execute();
    await db
      .updateTable('event_registrations')
      .set({ event_id: event.eventId })
      .where((eb) => eb.or([eb('event_name', '=', event.name), eb('event_id', '=', event.id)]))
      .execute();
  }
  // A registration for no event the shop knows cannot be kept against an id.
  await sql`delete from event_registrations
    where event_id not in (select id::text from events)`.execute(db);
  await sql`alter table event_registrations
    alter column event_id type uuid using event_id::uuid`.execute(db);
  await sql`alter table event_registrations
    add constraint event_registrations_event_id_fkey
    foreign key (event_id) references events (id)`.execute(db);
  // Every table announces its changes (docs/decisions/064-memory-until-a-change-is-heard.md).
  await announceChangesOf(db, 'events');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table event_registrations
    drop constraint event_registrations_event_id_fkey`.execute(db);
  await sql`alter table event_registrations
    alter column event_id type text using event_id::text`.execute(db);
  for (const event of Object.values(SHOP_EVENTS)) {
    await db
      .updateTable('event_registrations')
      .set({ event_id: event.id })
      .where('event_id', '=', event.eventId)
      .execute();
  }
  await db.schema.dropTable('events').execute();
}
