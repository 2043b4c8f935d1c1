import closeWithGrace from 'close-with-grace';
import { type App, buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/kysely';
import { prepareDatabase } from './db/prepare';

process.setSourceMapsEnabled(true);

const SHUTDOWN_DELAY_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig();
  const database = await createDatabase(config);
  let app: App;
  try {
    app = await buildApp(config, { database });
  } catch (error) {
    await database.close();
    throw error;
  }

  closeWithGrace({ delay: SHUTDOWN_DELAY_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    await stop(app, database);
  });

  try {
    const { migrations, seeds } = await prepareDatabase(database.db);
    app.log.info({ database: database.kind, migrations, seeds }, 'database ready');
    await app.listen({ host: config.host, port: config.port });
    // Pending payments are checked only once the database is migrated; stopped by app.close().
    app.reconciler.start();
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await stop(app, database);
    process.exitCode = 1;
    return;
  }
  app.log.info(`Shop ready at ${config.publicBaseUrl}`);
}

/** Stop accepting, let requests in flight finish, then close the database they use. */
async function stop(app: App, database: DatabaseHandle): Promise<void> {
  await app.close();
  await database.close();
}

try {
  await start();
} catch (error) {
  // Before the logger exists: the configuration is wrong or the database would not open.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
