import { loadConfig } from '../config';
import { createDatabase } from './kysely';
import { prepareDatabase } from './prepare';

// `npm run db:migrate`: the same migrations and seeds the server runs at start-up, for
// deployments that prepare the database before starting new instances.
const config = loadConfig();
const database = await createDatabase(config);
try {
  const { migrations, seeds } = await prepareDatabase(database.db);
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`Database (${where}) is up to date.`);
  console.log(`  migrations applied: ${migrations.length ? migrations.join(', ') : 'none'}`);
  console.log(`  seed files applied: ${seeds.length ? seeds.join(', ') : 'none'}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
