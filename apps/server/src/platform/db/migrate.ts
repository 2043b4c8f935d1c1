import { type Kysely, type Migration, Migrator } from 'kysely';
import { migrations } from './migrations';
import { onlineMigrations } from './migrations/online';

async function runMigrator(
  db: Kysely<any>,
  set: Record<string, Migration>,
  options: { tableName?: string; online: boolean },
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set },
    // Features are built side by side, each with its own numbered migration: one that lands after
    // a higher number was applied still runs, instead of stopping the shop at start-up. Every
    // migration touches only its own tables, so the order between features does not matter.
    allowUnorderedMigrations: true,
    ...(options.tableName && {
      migrationTableName: options.tableName,
      migrationLockTableName: `${options.tableName}_lock`,
    }),
    // CREATE INDEX CONCURRENTLY cannot run in a transaction (decision 110).
    disableTransactions: options.online,
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

// Migrations see the schema as it was when they were written, not today's Database type.
/**
 * Runs every migration not yet applied, in name order, in one transaction; then the online ones
 * (migrations/online.ts), each outside any; returns the names it applied.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return [
    ...(await runMigrator(db, migrations, { online: false })),
    ...(await runMigrator(db, onlineMigrations, {
      tableName: 'kysely_migration_online',
      online: true,
    })),
  ];
}
