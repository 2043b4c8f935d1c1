import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { type App, buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { createDatabase, type DatabaseHandle } from './platform/db/kysely';
import { prepareDatabase } from './platform/db/prepare';
import { seeders } from './seed-registry';
import { planWorkers, type WorkerPlan } from './workers';

process.setSourceMapsEnabled(true);

const SHUTDOWN_DELAY_MS = 10_000;
/** Between a worker's unexpected end and its replacement, so a crash cannot spin the machine. */
const RESTART_PAUSE_MS = 1_000;

/**
 * One worker serving on its own (PGlite, or WORKERS=1), or one of several: those are started by the
 * primary once it has migrated the database, so they do not migrate it again.
 */
async function serve(
  config: AppConfig,
  options: { databaseReady: boolean; plan?: WorkerPlan },
): Promise<void> {
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
    if (!options.databaseReady) {
      const { migrations, seeds } = await prepareDatabase(database.db, seeders);
      app.log.info({ database: database.kind, migrations, seeds }, 'database ready');
    }
    await app.listen({ host: config.host, port: config.port });
    // Pending payments are checked only once the database is migrated; stopped by app.close().
    // With several workers each runs one: their leases keep a payment to one of them at a time.
    app.reconciler.start();
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await stop(app, database);
    process.exitCode = 1;
    return;
  }
  if (options.plan) app.log.info(`Shop ready at ${config.publicBaseUrl} (${options.plan.reason})`);
}

/** Stop accepting, let requests in flight finish, then close the database they use. */
async function stop(app: App, database: DatabaseHandle): Promise<void> {
  await app.close();
  await database.close();
}

/**
 * Migrates the database once, then runs `plan.count` workers on the one port
 * (docs/decisions/058-one-worker-per-core.md). A worker that ends unexpectedly is replaced; one
 * that ends before it ever listened (a port taken, a bad setting) stops the shop instead.
 */
async function runWorkers(config: AppConfig, plan: WorkerPlan): Promise<void> {
  const log = pino({ level: config.logLevel });
  const database = await createDatabase(config);
  try {
    const { migrations, seeds } = await prepareDatabase(database.db, seeders);
    log.info({ database: database.kind, migrations, seeds }, 'database ready');
  } finally {
    await database.close();
  }
  // One signing secret for all: a token one worker signs is checked by whichever gets it back.
  const env = { AUTH_TOKEN_SECRET: config.authTokenSecret };
  let stopping = false;
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork(env);
    let served = false;
    worker.once('listening', () => {
      served = true;
      listening += 1;
      if (listening === plan.count) {
        log.info(`Shop ready at ${config.publicBaseUrl} (${plan.reason})`);
      }
    });
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      if (!served) {
        log.fatal({ code, signal }, 'a worker could not start; stopping the shop');
        stopping = true;
        process.exitCode = 1;
        for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
        return;
      }
      log.error({ code, signal, pid: worker.process.pid }, 'a worker stopped; starting another');
      setTimeout(fork, RESTART_PAUSE_MS);
    });
  };
  for (let started = 0; started < plan.count; started += 1) fork();
  log.info(`starting ${plan.count} workers: ${plan.reason}`);

  closeWithGrace({ delay: SHUTDOWN_DELAY_MS * 2, logger: log }, async ({ signal }) => {
    stopping = true;
    log.info({ signal }, 'shutting down the workers');
    await Promise.all(
      Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((done) => {
            if (!worker || worker.isDead()) return done();
            worker.once('exit', () => done());
            worker.kill('SIGTERM');
          }),
      ),
    );
  });
}

async function start(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return serve(config, { databaseReady: true });
  const plan = planWorkers(config);
  if (plan.count > 1) return runWorkers(config, plan);
  await serve(config, { databaseReady: false, plan });
}

try {
  await start();
} catch (error) {
  // Before the logger exists: the configuration is wrong or the database would not open.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
