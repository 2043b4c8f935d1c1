import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { migrateToLatest } from '../../../src/platform/db/migrate';
import { migrations } from '../../../src/platform/db/migrations';
import { createTestDatabase } from '../../helper';

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are named in the order they run, zero-padded', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9_]+$/);
  });

  it('have all been applied to a fresh database', async () => {
    const applied = await database.db
      .withTables<{ kysely_migration: { name: string } }>()
      .selectFrom('kysely_migration')
      .select('name')
      .orderBy('name')
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
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
