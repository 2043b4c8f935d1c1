import { ConfigError, loadConfig } from './config';
import { createDatabase } from './platform/db/kysely';
import { prepareDatabase } from './platform/db/prepare';
import { seeders } from './seed-registry';

// `npm run db:migrate`: the same migrations and seeds the server runs at start-up, for
// deployments that prepare the database before starting new instances.
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    const { migrations, seeds } = await prepareDatabase(database.db, seeders);
    const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
    console.log(`Database (${where}) is up to date.`);
    console.log(`  migrations applied: ${migrations.length ? migrations.join(', ') : 'none'}`);
    console.log(`  seed files applied: ${seeds.length ? seeds.join(', ') : 'none'}`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
