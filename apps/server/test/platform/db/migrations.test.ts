import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { migrateToLatest } from '../../../src/platform/db/migrate';
import { migrations } from '../../../src/platform/db/migrations';
import { onlineMigrations } from '../../../src/platform/db/migrations/online';
import { createTestDatabase } from '../../helper';

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are named in the order they run, zero-padded, each number used once', () => {
    for (const set of [migrations, onlineMigrations]) {
      const names = Object.keys(set);
      expect(names).toEqual([...names].sort());
      for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
    }
    for (const name of Object.keys(onlineMigrations)) expect(migrations).not.toHaveProperty(name);
  });

  it('have all been applied to a fresh database, the online ones in their own table', async () => {
    const applied = (table: 'kysely_migration' | 'kysely_migration_online') =>
      database.db
        .withTables<Record<typeof table, { name: string }>>()
        .selectFrom(table)
        .select('name')
        .orderBy('name')
        .execute();
    const names = (rows: { name: string }[]) => rows.map((row) => row.name);
    expect(names(await applied('kysely_migration'))).toEqual(Object.keys(migrations));
    expect(names(await applied('kysely_migration_online'))).toEqual(Object.keys(onlineMigrations));
  });

  it('load pg_trgm and build the search indexes on both databases', async () => {
    const { rows } = await sql<{ name: string }>`
      select indexname as name from pg_indexes where indexname like '%trigram' order by 1`.execute(
      database.db,
    );
    expect(rows.map((row) => row.name)).toEqual([
      'users_email_trigram',
      'users_name_trigram',
      'users_number_trigram',
    ]);
  });

  it('do nothing when run again', async () => {
    const seedState = () =>
      database.db.selectFrom('seed_state').selectAll().orderBy('name').execute();
    const before = await seedState();
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await seedState()).toEqual(before);
  });
});
