import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../../src/platform/db/kysely';
import { prepareDatabase } from '../../../src/platform/db/prepare';
import { seeders } from '../../../src/seed-registry';
import { testDatabaseKind } from '../../helper';

describe.skipIf(testDatabaseKind !== 'pglite')('embedded database (no DATABASE_URL)', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'shop-data-'));
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('creates DATA_DIR and keeps its data there across restarts', async () => {
    const dataDir = join(parent, 'nested', '.data');
    const first = await createDatabase({ databaseUrl: undefined, dataDir });
    expect(first.kind).toBe('pglite');
    expect((await prepareDatabase(first.db, seeders)).migrations).toContain('0001_seed_state');
    await first.db
      .insertInto('seed_state')
      .values({ name: 'restart-check', checksum: 'x' })
      .execute();
    await first.close();

    const second = await createDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect((await prepareDatabase(second.db, seeders)).migrations).toEqual([]);
      const row = await second.db
        .selectFrom('seed_state')
        .select('checksum')
        .where('name', '=', 'restart-check')
        .executeTakeFirst();
      expect(row).toEqual({ checksum: 'x' });
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL (DATABASE_URL set)', () => {
  it('connects through a pool', async () => {
    const template = inject('testDatabase');
    if (template.kind !== 'postgres') throw new Error('unreachable');
    const database = await createDatabase({ databaseUrl: template.adminUrl, dataDir: '/unused' });
    try {
      expect(database.kind).toBe('postgres');
      const { rows } = await sql<{ answer: number }>`select 1 as answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 1 }]);
    } finally {
      await database.close();
    }
  });
});
