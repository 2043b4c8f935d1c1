// A migration tested on the tables as they stood before it: the earlier migrations run in a schema
// of the test's own, on one connection, and the schema is dropped after.
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { migrations } from '../../../src/platform/db/migrations';

/**
 * Runs every migration named before `before` ('0036') in `schema`, then `check` on that
 * connection, its search path on the schema; the schema goes however `check` ended.
 */
export async function withTablesBefore(
  database: DatabaseHandle,
  before: string,
  schema: string,
  // biome-ignore lint/suspicious/noExplicitAny: the tables before the migration, which Database no longer has
  check: (db: Kysely<any>) => Promise<void>,
): Promise<void> {
  await database.db.connection().execute(async (connection) => {
    // biome-ignore lint/suspicious/noExplicitAny: as above
    const db = connection as unknown as Kysely<any>;
    await sql`create schema ${sql.id(schema)}`.execute(db);
    await sql`set search_path to ${sql.id(schema)}, public`.execute(db);
    try {
      for (const [name, migration] of Object.entries(migrations)) {
        if (name >= before) break;
        await migration.up(db);
      }
      await check(db);
    } finally {
      await sql`set search_path to public`.execute(db);
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    }
  });
}
