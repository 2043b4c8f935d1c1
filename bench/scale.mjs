#!/usr/bin/env node
// `npm run bench:scale` (docs/decisions/110-a-year-of-a-busy-shop.md): seeds a year of a busy shop into
// the PostgreSQL database BENCH_SCALE_DATABASE names (default: shop_scale on BENCH_DATABASE_URL's server),
// starts the built shop on it, and loads every console list, the dashboard, a customer's pages, a data
// export and the configurator at 20 connections. Prints p50, p99 and the slowest of each against its
// target, the worker's resident memory now and at its highest, and the plan of each slow list query.
// BENCH_SCALE_SEED=0 reuses the last seed. The signed-in cart refresh is measured again on a nearly
// empty shop made afresh in `<database>_empty` (the same customer, session and cart lines), and must
// stay within 20 % of it. BENCH_SCALE_ONLY=<text> measures only the calls whose name holds that text.
import pg from 'pg';
import { loadFromChild, WARM_UP } from './load-child.mjs';
import { CALLS, customer } from './scale-calls.mjs';
import { seedEmptyShop, seedYear } from './scale-seed.mjs';
import { SCALE } from './scale-seed-sql.mjs';
import { startBuiltShop } from './shop.mjs';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl)
  throw new Error('set BENCH_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres');
const url = new URL(adminUrl);
url.pathname = `/${process.env.BENCH_SCALE_DATABASE ?? 'shop_scale'}`;
const databaseUrl = url.toString();
url.pathname = `${url.pathname}_empty`;
const emptyDatabaseUrl = url.toString();
/** How much slower than on an empty shop the year may make a call measured on both. */
const EMPTY_SHOP_MARGIN = 1.2;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

function load(base, call, shape) {
  const method = call.method ?? 'GET';
  return loadFromChild({
    url: `${base}${call.path}`,
    method,
    connections: CONNECTIONS,
    pipelining: 1,
    ...shape,
    ...(method === 'POST' && { body: '{}' }),
    headers: { 'content-type': 'application/json', origin: base, ...call.who },
  });
}

/** The first request must answer 200; then a warm-up, then the measured run. */
async function measure(base, call) {
  const first = await fetch(`${base}${call.path}`, {
    method: call.method ?? 'GET',
    headers: { 'content-type': 'application/json', origin: base, ...call.who },
    ...(call.method === 'POST' && { body: '{}' }),
  }).catch((error) => ({ status: error.message }));
  if (first.status !== 200) return { failed: first.status };
  await load(base, call, { ...WARM_UP, duration: 1, connections: CONNECTIONS });
  return load(base, call, { duration: seconds });
}

/**
 * The call again on the nearly empty shop, right after the year's run, compared by requests a
 * second at the same 20 connections: the mean time a request takes, by Little's law, where
 * autocannon's latencies are whole milliseconds, too coarse for a call well under one.
 */
async function againOnEmptyShop(call, seeded) {
  const shop = await startBuiltShop({ DATABASE_URL: emptyDatabaseUrl, WORKERS: '1' });
  try {
    const empty = await measure(shop.url, call);
    if (empty.failed)
      return { met: false, line: `FAIL ${call.name}, empty shop: answered ${empty.failed}` };
    const ratio = empty.requestsPerSecond / seeded.requestsPerSecond;
    const met = ratio <= EMPTY_SHOP_MARGIN && empty.non2xx === 0;
    const figures = (result) =>
      `${Math.round(result.requestsPerSecond).toLocaleString('en-US')} req/s (p50 ${result.p50Ms}, p99 ${result.p99Ms})`;
    return {
      met,
      line:
        `${met ? 'ok  ' : 'SLOW'} ${call.name}, the year against an empty shop: ${figures(seeded)} ` +
        `against ${figures(empty)}: each request ${ratio.toFixed(2)}× as long (target within ${Math.round((EMPTY_SHOP_MARGIN - 1) * 100)} %)`,
    };
  } finally {
    await shop.stop();
  }
}

/**
 * The export allows a customer a few a hour (RATE_RULES.exportPerUser); a run forgets earlier runs'
 * exports so that a second run within the hour times the export, not its refusal.
 */
async function forgetEarlierExports() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("delete from rate_limits where key like 'export:%'");
  await client.end();
}

async function timeExport(base) {
  await forgetEarlierExports();
  const started = performance.now();
  const answer = await fetch(`${base}/api/exportMyData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...customer },
    body: '{}',
  });
  const body = await answer.text();
  return { status: answer.status, ms: performance.now() - started, bytes: body.length };
}

/** The statements the lists ran that read a table whole: their plans, from pg_stat_statements. */
async function slowPlans() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client
      .query(
        `select query, calls, mean_exec_time from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())
           and query ~* '^\\s*select' and mean_exec_time > 5 order by mean_exec_time desc limit 12`,
      )
      .catch(() => ({ rows: [] }));
    for (const row of rows) {
      console.log(
        `\n-- ${row.mean_exec_time.toFixed(1)} ms mean, ${row.calls} calls:\n${row.query.slice(0, 600)}`,
      );
      // Parameters are unknown here: plan it generically, which shows the access path.
      const params = (row.query.match(/\$\d+/g) ?? []).length;
      if (params) {
        await client.query(`prepare scale_plan as ${row.query}`).catch(() => {});
        const plan = await client
          .query(`explain execute scale_plan(${Array(params).fill('null').join(', ')})`)
          .catch((error) => ({ rows: [{ 'QUERY PLAN': `(no plan: ${error.message})` }] }));
        await client.query('deallocate all').catch(() => {});
        for (const line of plan.rows) console.log(`   ${line['QUERY PLAN']}`);
      } else {
        const plan = await client.query(`explain ${row.query}`).catch(() => ({ rows: [] }));
        for (const line of plan.rows) console.log(`   ${line['QUERY PLAN']}`);
      }
    }
  } finally {
    await client.end();
  }
}

async function resetStatements() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_stat_statements_reset()').catch(() => {});
  await client.end();
}

if (process.env.BENCH_SCALE_SEED !== '0') {
  const started = performance.now();
  await seedYear(databaseUrl);
  console.log(`seeded in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}

// Made afresh on every run: about 2 s of migrations and seeds.
await seedEmptyShop(emptyDatabaseUrl);

const shop = await startBuiltShop({ DATABASE_URL: databaseUrl, WORKERS: '1' });
const failures = [];
try {
  await resetStatements();
  console.log(`\n${CONNECTIONS} connections, ${seconds} s each; p50 / p99 / slowest in ms`);
  const only = process.env.BENCH_SCALE_ONLY;
  for (const call of CALLS.filter((each) => !only || each.name.includes(only))) {
    const result = await measure(shop.url, call);
    if (result.failed) {
      console.log(`FAIL ${call.name}: answered ${result.failed}; not measured`);
      failures.push(call.name);
      continue;
    }
    const met = result.total > 0 && result.p99Ms < call.p99Ms && result.non2xx === 0;
    if (!met) failures.push(call.name);
    console.log(
      `${met ? 'ok  ' : 'SLOW'} ${call.name}: ${result.p50Ms} / ${result.p99Ms} / ${result.maxMs} ` +
        `(target p99 < ${call.p99Ms}), ${Math.round(result.requestsPerSecond)} req/s, non-2xx ${result.non2xx}`,
    );
    if (call.againOnEmptyShop) {
      const compared = await againOnEmptyShop(call, result);
      if (!compared.met) failures.push(`${call.name} against an empty shop`);
      console.log(compared.line);
    }
  }
  const exported = await timeExport(shop.url);
  const exportMet = exported.status === 200 && exported.ms < 2000;
  if (!exportMet) failures.push('data export');
  console.log(
    `${exportMet ? 'ok  ' : 'SLOW'} data export of a customer with ${SCALE.heavyCustomerOrders} orders: ` +
      `${Math.round(exported.ms)} ms, ${exported.status}, ${exported.bytes} bytes (target < 2000 ms)`,
  );
  // Resident memory now and at its highest since start (the kernel's VmRSS and VmHWM): the garbage
  // collector's heap rises and falls between collections, so the peak is what a worker needs.
  const status = (await import('node:fs')).readFileSync(`/proc/${shop.pid}/status`, 'utf8');
  const megabytes = (field) =>
    Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  const [rss, peak] = [megabytes('VmRSS'), megabytes('VmHWM')];
  if (peak >= 300) failures.push("the worker's memory");
  console.log(
    `${peak < 300 ? 'ok  ' : 'OVER'} the worker's memory: ${rss} MB now, ${peak} MB at its highest ` +
      '(target < 300 MB at its highest)',
  );
  await slowPlans();
} finally {
  await shop.stop();
}
if (failures.length) {
  console.log(`\nmissed: ${failures.join('; ')}`);
  process.exitCode = 1;
}
