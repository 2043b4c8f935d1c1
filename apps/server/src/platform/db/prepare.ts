import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { runSeeds } from './seed/run-seeds';
import type { Seeder } from './seed/seeder';

/** Brings the database up to date: pending migrations first, then changed seed files. */
export async function prepareDatabase(
  db: Kysely<Database>,
  seeders: readonly Seeder[],
): Promise<{ migrations: string[]; seeds: string[] }> {
  const migrations = await migrateToLatest(db);
  const seeds = await runSeeds(db, seeders);
  return { migrations, seeds };
}
