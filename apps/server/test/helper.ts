import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { connectPostgres, type DatabaseHandle, openPglite, usePglite } from '../src/db/kysely';
import { uniqueDatabaseName, urlForDatabase, withAdminClient } from './test-database';

export const testDatabaseKind = inject('testDatabase').kind;

/** Configuration as the tests run it: quiet logs, and no web app unless a test brings one. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'shop-tests-without-a-web-build'),
    ...env,
  });
}

let pgliteTemplate: Promise<Buffer> | undefined;

/** A fresh database with every migration and seed applied, cloned from the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    pgliteTemplate ??= readFile(template.tarballPath);
    const loadDataDir = new Blob([await pgliteTemplate]);
    return usePglite(await openPglite({ loadDataDir }));
  }
  const name = uniqueDatabaseName('shop_test');
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`create database "${name}" template "${template.templateName}"`),
  );
  const database = connectPostgres(urlForDatabase(template.adminUrl, name));
  return {
    ...database,
    async close() {
      await database.close();
      await withAdminClient(template.adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (unless one is given), not yet ready: a test may still add
 * routes. `app.inject` readies it on first use.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    database?: DatabaseHandle;
    logStream?: AppDependencies['logStream'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, { database, logStream: options.logStream });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
