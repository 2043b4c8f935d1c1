import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations';

// Migrations see the schema as it was when they were written, not today's Database type.
/** Runs every migration not yet applied, in name order; returns the names it applied. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Features are built side by side, each with its own numbered migration: one that lands after
    // a higher number was applied still runs, instead of stopping the shop at start-up. Every
    // migration touches only its own tables, so the order between features does not matter.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? '(before any migration)'} failed`, { cause: error });
  }
  return results
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
