import { type EventDetails, eventFieldsSchema, type ShopEvent } from '@shop/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { EventTable } from '../../platform/db/schema-follow-up';

type Db = Kysely<Database> | Transaction<Database>;

/** A stored row as the domain's event: the document, checked, with its id and switch. */
function toEvent(row: Selectable<EventTable>): ShopEvent {
  const document = typeof row.document === 'string' ? JSON.parse(row.document) : row.document;
  return { ...eventFieldsSchema.parse(document), id: row.id, registration: row.registration };
}

function stored(details: EventDetails) {
  return { slug: details.slug, event_date: details.date, document: JSON.stringify(details) };
}

/** The events table's only writer (docs/decisions/097-events-are-data.md). */
export function createEventsTable(db: Db) {
  return {
    /** Every event by date, earliest first. */
    async list(): Promise<ShopEvent[]> {
      const rows = await db
        .selectFrom('events')
        .selectAll()
        .orderBy('event_date')
        .orderBy('created_at')
        .execute();
      return rows.map(toEvent);
    },

    /** The event, locked until the transaction ends when `lock` (a registration counts places). */
    async find(id: string, lock = false): Promise<ShopEvent | undefined> {
      let query = db.selectFrom('events').selectAll().where('id', '=', id);
      if (lock) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && toEvent(row);
    },

    async slugTaken(slug: string, apartFrom?: string): Promise<boolean> {
      let query = db.selectFrom('events').select('id').where('slug', '=', slug);
      if (apartFrom) query = query.where('id', '!=', apartFrom);
      return (await query.executeTakeFirst()) !== undefined;
    },

    /** How many have registered, per event id. */
    async registrationCounts(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('event_registrations')
        .select(['event_id', (eb) => eb.fn.countAll<string>().as('total')])
        .groupBy('event_id')
        .execute();
      return new Map(rows.map((row) => [row.event_id, Number(row.total)]));
    },

    async create(details: EventDetails, now: Date): Promise<ShopEvent> {
      const row = await db
        .insertInto('events')
        .values({ ...stored(details), registration: 'closed', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async update(id: string, details: EventDetails, now: Date): Promise<ShopEvent> {
      const row = await db
        .updateTable('events')
        .set({ ...stored(details), updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },

    async switchRegistration(
      id: string,
      registration: ShopEvent['registration'],
      now: Date,
    ): Promise<ShopEvent> {
      const row = await db
        .updateTable('events')
        .set({ registration, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toEvent(row);
    },
  };
}
