import {
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import { countPastPage } from '../../platform/db/paged-count';
import type { Database } from '../../platform/db/schema';
import type { EventRegistrationTable, FollowUpStatus } from '../../platform/db/schema-follow-up';

export interface NewRegistration {
  eventId: string;
  eventName: string;
  eventDate: string;
  eventLocation: string;
  name: string;
  email: string;
  phone: string;
  description: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event_registrations table's only writer (docs/api/events.md#registration). */
export function createEventsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /**
     * Stores a registration; false, storing nothing, when the email address (in any case) or the
     * phone number is already registered for the event. The unique indexes decide, so two
     * requests at once cannot both get in.
     */
    async register(registration: NewRegistration, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('event_registrations')
        .values({
          event_id: registration.eventId,
          event_name: registration.eventName,
          event_date: registration.eventDate,
          event_location: registration.eventLocation,
          name: registration.name,
          email: registration.email,
          phone: registration.phone,
          description: registration.description,
          created_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many have registered for the event (in the transaction that holds its row). */
    async countFor(eventId: string): Promise<number> {
      const { total } = await db
        .selectFrom('event_registrations')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /** Newest first, a page at a time, optionally of one status and one event. */
    async listForStaff(filter: {
      status: 'all' | FollowUpStatus;
      source?: string | undefined;
      offset: number;
      limit: number;
    }) {
      let query = db.selectFrom('event_registrations');
      if (filter.status !== 'all') query = query.where('status', '=', filter.status);
      // An event is named by its id; anything else names none (and must not reach a uuid column).
      if (filter.source !== undefined) {
        query = UUID.test(filter.source)
          ? query.where('event_id', '=', filter.source)
          : query.where(sql<boolean>`false`);
      }
      const rows = await query
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      return { rows, ...(await countPastPage(db, query, filter)) };
    },

    async findForStaff(id: string) {
      return db
        .selectFrom('event_registrations')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async followUp(id: string, change: { status: FollowUpStatus; note: string | null }, now: Date) {
      return db
        .updateTable('event_registrations')
        .set({ status: change.status, note: change.note, status_updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The registrations made with the person's email address or phone number. */
    async exportFor(contact: RegistrantContact) {
      return db
        .selectFrom('event_registrations')
        .select([
          'id',
          'event_name',
          'event_date',
          'event_location',
          'name',
          'email',
          'phone',
          'description',
          'created_at',
        ])
        .where((eb) => registeredBy(eb, contact))
        .orderBy('created_at')
        .execute();
    },

    async deleteFor(contact: RegistrantContact): Promise<number> {
      const result = await db
        .deleteFrom('event_registrations')
        .where((eb) => registeredBy(eb, contact))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type RegistrationRow = Selectable<EventRegistrationTable>;

/** Registrations carry no account: they are the person's by email address or phone number. */
export type RegistrantContact = { email: string; phone: string | null };

function registeredBy(
  eb: ExpressionBuilder<Database, 'event_registrations'>,
  contact: RegistrantContact,
) {
  const byEmail = eb(sql<string>`lower(email)`, '=', contact.email.toLowerCase());
  return contact.phone ? eb.or([byEmail, eb('phone', '=', contact.phone)]) : byEmail;
}
