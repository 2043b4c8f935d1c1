// A year of a busy shop in PostgreSQL (docs/decisions/110-a-year-of-a-busy-shop.md): the shop's own
// migrations and seeds, then the year's steps (scale-seed-year.mjs), each run and timed here.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { ACCESSORY_STEP, cartStep, SESSIONS_STEP, usersStep } from './scale-seed-customers.mjs';
import { yearSteps } from './scale-seed-year.mjs';

const repoRoot = resolve(import.meta.dirname, '..');

async function asAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops and recreates the database `url` names, then runs the shop's migrations and seeds on it. */
async function recreateAndMigrate(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await asAdmin(admin.toString(), `drop database if exists "${name}" with (force)`);
  await asAdmin(admin.toString(), `create database "${name}"`);
  await asAdmin(url, 'create extension if not exists pg_stat_statements').catch(() => {});
  const started = performance.now();
  const migrated = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/migrate-cli.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (migrated.status !== 0) throw new Error('the migrations failed');
  return (performance.now() - started) / 1000;
}

/** Runs each step in one session (the accessory table is a temporary one); prints their times. */
async function runSteps(url, list, { quiet = false } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    for (const [what, sql] of list) {
      const started = performance.now();
      await client.query(sql);
      if (!quiet) console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    if (quiet) return;
    const { rows } = await client.query(
      `select relname, n_live_tup from pg_stat_user_tables where n_live_tup > 1000 order by relname`,
    );
    for (const row of rows) console.log(`  ${row.relname}: ${row.n_live_tup} rows`);
  } finally {
    await client.end();
  }
}

/** Drops and recreates the database `url` names, migrates and seeds it; prints each table's time. */
export async function seedYear(url) {
  const migrating = await recreateAndMigrate(url);
  console.log(`migrations and the shop's seeds: ${migrating.toFixed(1)} s`);
  await runSteps(url, yearSteps());
}

/**
 * A nearly empty shop in the database `url` names, made afresh: the shop's migrations and seeds,
 * and of the year only what the customer the bench signs in as sees in their cart (customer 1,
 * their session and the same cart lines), to compare their cart refresh with the year's.
 */
export async function seedEmptyShop(url) {
  await recreateAndMigrate(url);
  const few = [ACCESSORY_STEP, usersStep(1), SESSIONS_STEP, cartStep({ customerOneOnly: true })];
  await runSteps(url, [...few, ['vacuum analyze', 'vacuum analyze;']], { quiet: true });
}
