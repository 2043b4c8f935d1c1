#!/usr/bin/env node
// Part of `npm run bench`: a signed-in customer's calls on the built shop (one worker), on the embedded
// database and, with BENCH_DATABASE_URL set, on PostgreSQL. 100 connections, one request at a time each
// (100 shoppers), from a separate process. Prints requests/s, p99 and the slowest request; the cart
// refresh has targets (docs/decisions/058-one-worker-per-core.md), the others are printed for information.
// Each call is first warmed up for 2 s at 10 connections, printed apart: a just-started worker runs its
// code unoptimised, and 100 shoppers arriving at once on a path it has never run wait up to 2 s.
import { withBenchDatabase } from './bench-database.mjs';
import { signedInCustomer } from './customer.mjs';
import { GAMING_PC } from './endpoints.mjs';
import { loadFromChild, WARM_UP } from './load-child.mjs';
import { startBuiltShop } from './shop.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL;

const CALLS = [
  {
    name: 'cart refresh (updatePrice, a PC and an add-on)',
    path: '/api/updatePrice',
    body: {},
    check: (json) => json.cart?.length === 2 && json.cart.every((line) => line.updatedPrice > 0),
    targets: {
      pglite: { requestsPerSecond: 1_500, maxMs: 1_000 },
      postgres: { requestsPerSecond: 5_000, p99Ms: 50 },
    },
  },
  {
    // What a browser sends: the answer goes out compressed (docs/decisions/065-a-cart-answer-kept-as-sent.md).
    name: 'cart refresh as a browser asks for it (accept-encoding: gzip, deflate, br, zstd)',
    path: '/api/updatePrice',
    body: {},
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    check: (json) => json.cart?.length === 2,
  },
  {
    name: 'fetchAllUserDetails',
    path: '/api/fetchAllUserDetails',
    body: {},
    check: (json) => json.cartInfo?.length === 2,
  },
  {
    name: 'priceBuild (a gaming PC)',
    path: '/api/priceBuild',
    body: { selection: GAMING_PC },
    check: (json) => json.sellingPrice > 0,
  },
  {
    name: 'fetchprebuilt (gaming, ₹1,50,000)',
    path: '/api/fetchprebuilt',
    body: { useCase: 'gaming', price: 150_000 },
    check: (json) => Array.isArray(json) && json.length > 0,
  },
];

function load(base, call, cookie, shape = { duration: seconds }) {
  return loadFromChild({
    url: `${base}${call.path}`,
    method: 'POST',
    ...shape,
    pipelining: 1,
    body: JSON.stringify(call.body),
    headers: { 'content-type': 'application/json', origin: base, cookie, ...call.headers },
  });
}

async function measure(shop) {
  const cookie = await signedInCustomer(shop.url);
  const rows = [];
  for (const call of CALLS) {
    const answer = await fetch(`${shop.url}${call.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.url, cookie },
      body: JSON.stringify(call.body),
    });
    const json = await answer.json().catch(() => null);
    if (answer.status !== 200 || !call.check(json)) {
      throw new Error(`${call.name}: the shop answered ${answer.status}; not measuring that`);
    }
    const warmUp = await load(shop.url, call, cookie, WARM_UP);
    rows.push({ call, warmUp, result: await load(shop.url, call, cookie) });
  }
  return rows;
}

const fmt = (n) => Math.round(n).toLocaleString('en-IN');
function report(kind, rows) {
  console.log(
    `\nSigned in, ${kind}, one worker, autocannon -c 100 -p 1 -d ${seconds} after a warm-up of ` +
      `-c ${WARM_UP.connections} -d ${WARM_UP.duration}, development mode\n`,
  );
  for (const { call, warmUp, result } of rows) {
    console.log(`POST ${call.path}: ${call.name}`);
    console.log(`  warm-up: ${fmt(warmUp.requestsPerSecond)} req/s, slowest ${warmUp.maxMs} ms`);
    console.log(
      `  ${fmt(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, slowest ${result.maxMs} ms, ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    const target = call.targets?.[kind];
    if (!target) continue;
    const met =
      result.requestsPerSecond >= target.requestsPerSecond &&
      result.non2xx === 0 &&
      (target.p99Ms === undefined || result.p99Ms < target.p99Ms) &&
      (target.maxMs === undefined || result.maxMs < target.maxMs);
    const wanted = [`at least ${fmt(target.requestsPerSecond)} req/s`];
    if (target.p99Ms !== undefined) wanted.push(`p99 under ${target.p99Ms} ms`);
    if (target.maxMs !== undefined) wanted.push(`none over ${target.maxMs} ms`);
    console.log(`  target: ${wanted.join(', ')}: ${met ? 'MET' : 'BELOW TARGET'}`);
  }
}

// Development mode, for the outbox that holds the verification mail.
const shop = await startBuiltShop({ NODE_ENV: 'development' });
try {
  report('pglite', await measure(shop));
} finally {
  await shop.stop();
}

if (adminUrl) {
  await withBenchDatabase(adminUrl, async (url) => {
    const onPostgres = await startBuiltShop({
      NODE_ENV: 'development',
      DATABASE_URL: url,
      WORKERS: '1',
    });
    try {
      report('postgres', await measure(onPostgres));
    } finally {
      await onPostgres.stop();
    }
  });
} else {
  console.log(
    '\nSet BENCH_DATABASE_URL to a PostgreSQL server to measure these on PostgreSQL too.',
  );
}
