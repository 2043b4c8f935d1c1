import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject, vi } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import {
  connectPostgres,
  type DatabaseHandle,
  openPglite,
  usePglite,
} from '../src/platform/db/kysely';
import { uniqueDatabaseName, urlForDatabase, withAdminClient } from './test-database';

export const testDatabaseKind = inject('testDatabase').kind;

/**
 * scrypt at N = 2^10 instead of OWASP's 2^15: a few milliseconds a hash instead of a fifth of a
 * second, so tests that sign in many times do not depend on the machine's speed.
 */
export const TEST_PASSWORD_HASH_COST = '10';

/**
 * Configuration as the tests run it: quiet logs, cheap password hashes, and no web app unless a
 * test brings one. Production refuses cheap hashes, so a test of production pays the full cost;
 * it runs on a loopback address, which needs neither https nor mail (docs/decisions/086).
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'shop-tests-without-a-web-build'),
    ...(env.NODE_ENV !== 'production' && { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST }),
    // A production build tried on this machine, as before production had to be given its address.
    ...(env.NODE_ENV === 'production' && { PUBLIC_BASE_URL: 'http://localhost:3000' }),
    ...env,
  });
}

let pgliteTemplate: Promise<Buffer> | undefined;

/** A fresh PGlite cloned from the run's template (PGlite runs only). */
export async function openTestPglite(): Promise<PGlite> {
  const template = inject('testDatabase');
  if (template.kind !== 'pglite') throw new Error('This run tests PostgreSQL, not PGlite');
  pgliteTemplate ??= readFile(template.tarballPath);
  return openPglite({ loadDataDir: new Blob([await pgliteTemplate]) });
}

/** A fresh database with every migration and seed applied, cloned from the run's template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') return usePglite(await openTestPglite());
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

/**
 * One fresh database opened twice, as two instances of the shop open it: on PostgreSQL two
 * connection pools; PGlite is one process's database, so both share its one handle.
 */
export async function createSharedTestDatabase(): Promise<{
  first: DatabaseHandle;
  second: DatabaseHandle;
  close(): Promise<void>;
}> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const database = usePglite(await openTestPglite());
    return { first: database, second: database, close: () => database.close() };
  }
  const name = uniqueDatabaseName('shop_test');
  await withAdminClient(template.adminUrl, (client) =>
    client.query(`create database "${name}" template "${template.templateName}"`),
  );
  const first = connectPostgres(urlForDatabase(template.adminUrl, name));
  const second = connectPostgres(urlForDatabase(template.adminUrl, name));
  return {
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await withAdminClient(template.adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

/**
 * Waits until two calls in a row answer the same: on PostgreSQL, the change listener has heard its
 * own probe and memory is trusted again (docs/decisions/064-memory-until-a-change-is-heard.md);
 * until then every call moves the count, and nothing is served from memory. PGlite's count is
 * trusted from the start.
 */
export async function settledChangeCount(database: DatabaseHandle): Promise<number> {
  return vi.waitFor(
    () => {
      const count = database.changeCount();
      if (database.changeCount() !== count) throw new Error('not listening yet');
      return count;
    },
    { timeout: 5_000, interval: 10 },
  );
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
    clock?: AppDependencies['clock'];
    dice?: AppDependencies['dice'];
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const database = options.database ?? (await createTestDatabase());
  const { logStream, clock, dice } = options;
  const app = await buildApp(config, { database, logStream, clock, dice });
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
