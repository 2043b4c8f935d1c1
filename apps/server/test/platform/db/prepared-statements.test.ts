import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { createTestDatabase, testDatabaseKind } from '../../helper';

// PGlite has no connections to prepare on; this is PostgreSQL's pool.
describe.skipIf(testDatabaseKind !== 'postgres')('prepared statements on PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('prepares a statement with parameters once on its connection, and leaves others unnamed', async () => {
    const prepared = await database.db.connection().execute(async (connection) => {
      const read = () =>
        connection
          .selectFrom('catalogue_items_version')
          .select('version')
          .where('version', '>=', 0)
          .executeTakeFirstOrThrow();
      const first = await read();
      expect(await read()).toEqual(first);
      await sql`select 1`.execute(connection);
      return sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(connection);
    });
    const versionReads = prepared.rows.filter((row) =>
      row.statement.includes('catalogue_items_version'),
    );
    expect(versionReads).toHaveLength(1);
    expect(versionReads[0]?.name).toMatch(/^shop_[0-9a-f]{24}$/);
    expect(prepared.rows.some((row) => row.statement.trim() === 'select 1')).toBe(false);
  });
});
