import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectPostgres, openPglite, usePglite } from '../src/platform/db/kysely';
import { prepareDatabase } from '../src/platform/db/prepare';
import { seeders } from '../src/seed-registry';
import {
  POSTGRES_PROJECT,
  uniqueDatabaseName,
  urlForDatabase,
  withAdminClient,
} from './test-database';

/**
 * Migrates one template database per run; each test file then clones it (a PGlite data-dir
 * load or CREATE DATABASE ... TEMPLATE), which is far faster than migrating from scratch.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === POSTGRES_PROJECT) return setUpPostgresTemplate(project);
  return setUpPgliteTemplate(project);
}

async function setUpPgliteTemplate(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'shop-test-'));
  // 1 MB write-ahead-log segments instead of 16, and a checkpoint before the copy is taken: each
  // test file unpacks a third less and replays no log when its clone opens.
  const pglite = await openPglite({ initDbStartParams: ['--wal-segsize=1'] });
  const database = usePglite(pglite);
  await prepareDatabase(database.db, seeders);
  await trimPgliteTemplate(pglite);
  await pglite.exec('checkpoint');
  const tarball = await pglite.dumpDataDir('none');
  await database.close();
  const tarballPath = join(folder, 'template.tar');
  await writeFile(tarballPath, Buffer.from(await tarball.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', tarballPath });
  return () => rm(folder, { recursive: true, force: true });
}

/**
 * Makes each clone quicker to open, without changing what the shop's queries see:
 * - 16 MB of shared buffers instead of 128: a test file's database holds a few megabytes, and
 *   zeroing the unused buffers was half of a clone's start. It is set in the template's
 *   postgresql.auto.conf, so the shop's own embedded database keeps its default.
 * - No template0 and template1: nothing in a test creates a database inside PGlite, and the two
 *   were nearly half of the tarball every test file unpacks.
 * (docs/decisions/072-the-suite-within-twelve-minutes.md)
 */
async function trimPgliteTemplate(pglite: PGlite): Promise<void> {
  await pglite.exec(`alter system set shared_buffers = '16MB'`);
  for (const name of ['template1', 'template0']) {
    await pglite.exec(`alter database ${name} is_template false`);
    await pglite.exec(`drop database ${name}`);
  }
}

async function setUpPostgresTemplate(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error(`${POSTGRES_PROJECT} needs TEST_DATABASE_URL`);
  const templateName = uniqueDatabaseName('shop_template');
  await withAdminClient(adminUrl, (client) => client.query(`create database "${templateName}"`));
  const database = connectPostgres(urlForDatabase(adminUrl, templateName));
  try {
    await prepareDatabase(database.db, seeders);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName });
  return () =>
    withAdminClient(adminUrl, async (client) => {
      await client.query(`drop database if exists "${templateName}" with (force)`);
    });
}
