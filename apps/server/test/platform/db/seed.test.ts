import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import type { Database } from '../../../src/platform/db/schema';
import { runSeeds } from '../../../src/platform/db/seed/run-seeds';
import type { Seeder } from '../../../src/platform/db/seed/seeder';
import { createTestDatabase } from '../../helper';

interface CabinetTable {
  id: string;
  name: string;
  price_paise: number;
}

const cabinetRow = z.object({ id: z.string(), name: z.string(), pricePaise: z.number().int() });

function withCabinets(db: Kysely<Database>) {
  return db.withTables<{ test_cabinet: CabinetTable }>();
}

describe('seed data files', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let applyCount = 0;

  const cabinets: Seeder = {
    name: 'test-cabinets',
    file: 'cabinets.json',
    async apply(trx, rows) {
      applyCount += 1;
      const parsed = z.array(cabinetRow).parse(rows);
      const table = withCabinets(trx);
      await table.deleteFrom('test_cabinet').execute();
      await table
        .insertInto('test_cabinet')
        .values(parsed.map((row) => ({ id: row.id, name: row.name, price_paise: row.pricePaise })))
        .execute();
    },
  };

  const writeCabinets = (rows: unknown) =>
    writeFile(join(dataDir, cabinets.file), JSON.stringify(rows));
  const storedCabinets = () =>
    withCabinets(database.db).selectFrom('test_cabinet').selectAll().orderBy('id').execute();
  const recordedChecksum = async () =>
    (
      await database.db
        .selectFrom('seed_state')
        .select('checksum')
        .where('name', '=', cabinets.name)
        .executeTakeFirst()
    )?.checksum;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'shop-seed-'));
    await sql`create table test_cabinet (id text primary key, name text not null, price_paise integer not null)`.execute(
      database.db,
    );
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies a new data file once and records its checksum', async () => {
    await writeCabinets([{ id: 'c1', name: 'Lian Li O11', pricePaise: 1_250_000 }]);

    expect(await runSeeds(database.db, [cabinets], dataDir)).toEqual(['test-cabinets']);
    expect(await runSeeds(database.db, [cabinets], dataDir)).toEqual([]);

    expect(applyCount).toBe(1);
    expect(await storedCabinets()).toEqual([
      { id: 'c1', name: 'Lian Li O11', price_paise: 1_250_000 },
    ]);
    expect(await recordedChecksum()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('applies the file again when it changes', async () => {
    const before = await recordedChecksum();
    await writeCabinets([
      { id: 'c1', name: 'Lian Li O11', pricePaise: 1_190_000 },
      { id: 'c2', name: 'NZXT H5 Flow', pricePaise: 890_000 },
    ]);

    expect(await runSeeds(database.db, [cabinets], dataDir)).toEqual(['test-cabinets']);

    expect(applyCount).toBe(2);
    expect(await recordedChecksum()).not.toBe(before);
    expect(await storedCabinets()).toEqual([
      { id: 'c1', name: 'Lian Li O11', price_paise: 1_190_000 },
      { id: 'c2', name: 'NZXT H5 Flow', price_paise: 890_000 },
    ]);
  });

  it('changes nothing when a file is refused, so the next start tries again', async () => {
    const before = await recordedChecksum();
    await writeCabinets([{ id: 'c3', name: 'Missing price' }]);

    await expect(runSeeds(database.db, [cabinets], dataDir)).rejects.toThrow();

    expect(await recordedChecksum()).toBe(before);
    expect(await storedCabinets()).toHaveLength(2);
  });

  it('refuses a file that is not a JSON array', async () => {
    await writeCabinets({ id: 'c1' });
    await expect(runSeeds(database.db, [cabinets], dataDir)).rejects.toThrow(/JSON array/);
  });
});
