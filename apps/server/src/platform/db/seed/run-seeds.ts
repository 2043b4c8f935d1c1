import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { seedDataDir } from '../../../paths';
import type { Database } from '../schema';
import type { Seeder } from './seeder';

// Any fixed number: it only has to differ from the other advisory locks the shop takes.
const SEED_LOCK_ID = 7_340_001;

/**
 * Applies each seeder whose data file changed since it was last applied (by sha256), all in one
 * transaction: either every changed file lands with its checksum recorded, or none does.
 * Returns the names of the seeders that ran.
 */
export async function runSeeds(
  db: Kysely<Database>,
  seeders: readonly Seeder[],
  dataDir: string = seedDataDir,
): Promise<string[]> {
  if (seeders.length === 0) return [];
  const files = await Promise.all(
    seeders.map(async (seeder) => {
      const path = join(dataDir, seeder.file);
      const contents = await readFile(path);
      return { seeder, path, contents, checksum: sha256(contents) };
    }),
  );
  return db.transaction().execute(async (trx) => {
    // Several instances may start at once on one PostgreSQL: the first applies, the rest see it.
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(trx);
    const recorded = await trx.selectFrom('seed_state').select(['name', 'checksum']).execute();
    const recordedChecksums = new Map(recorded.map((row) => [row.name, row.checksum]));
    const applied: string[] = [];
    for (const { seeder, path, contents, checksum } of files) {
      if (recordedChecksums.get(seeder.name) === checksum) continue;
      await seeder.apply(trx, parseRows(path, contents));
      await trx
        .insertInto('seed_state')
        .values({ name: seeder.name, checksum })
        .onConflict((conflict) =>
          conflict.column('name').doUpdateSet({ checksum, applied_at: sql`now()` }),
        )
        .execute();
      applied.push(seeder.name);
    }
    return applied;
  });
}

function sha256(contents: Buffer): string {
  return createHash('sha256').update(contents).digest('hex');
}

function parseRows(path: string, contents: Buffer): unknown[] {
  const rows: unknown = JSON.parse(contents.toString('utf8'));
  if (!Array.isArray(rows)) throw new Error(`Seed file ${path} must hold a JSON array of rows`);
  return rows;
}
