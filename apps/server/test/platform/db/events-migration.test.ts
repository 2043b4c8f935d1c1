import { SHOP_EVENTS } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { migrations } from '../../../src/platform/db/migrations';
import { createTestDatabase } from '../../helper';
import { withTablesBefore } from './tables-before-migration';

const SCHEMA = 'before_events';

/** A registration as it was stored before 0036: its event by the old text id and display name. */
function oldRegistration(eventId: string, eventName: string, email: string, phone: string) {
  return {
    event_id: eventId,
    event_name: eventName,
    event_date: '2025-12-13',
    event_location: 'Hall 2',
    name: 'Divya N',
    email,
    phone,
    created_at: new Date('2025-12-01T10:00:00+05:30'),
  };
}

/**
 * 0036 makes events a table, seeds the 2025 fest, and moves each stored registration from its
 * event's display name to the event's id (docs/decisions/097-events-are-data.md).
 */
describe('migration 0036_events', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('moves every registration to its event by id, and keeps the one-per-contact rule', async () => {
    await withTablesBefore(database, '0036', SCHEMA, async (db) => {
      const fifa = SHOP_EVENTS['fifa-tournament'];
      const fest = SHOP_EVENTS['tech-fest'];
      await db
        .insertInto('event_registrations')
        .values([
          oldRegistration('fifa-tournament', fifa.name, 'a@example.in', '9000000001'),
          oldRegistration('tech-fest', fest.name, 'b@example.in', '9000000002'),
          // Stored under a name only: found by its display name.
          oldRegistration('unknown-id', fifa.name, 'c@example.in', '9000000003'),
        ])
        .execute();

      await migrations['0036_events']?.up(db);

      const rows = await db
        .selectFrom('event_registrations')
        .select(['email', sql<string>`event_id::text`.as('event_id')])
        .orderBy('email')
        .execute();
      expect(rows).toEqual([
        { email: 'a@example.in', event_id: fifa.eventId },
        { email: 'b@example.in', event_id: fest.eventId },
        { email: 'c@example.in', event_id: fifa.eventId },
      ]);
      const events = await db.selectFrom('events').select(['id', 'slug']).execute();
      expect(events).toHaveLength(4);
      await expect(
        db
          .insertInto('event_registrations')
          .values(oldRegistration(fifa.eventId, fifa.name, 'A@EXAMPLE.IN', '9111111111'))
          .execute(),
      ).rejects.toThrow();
    });
  });
});
