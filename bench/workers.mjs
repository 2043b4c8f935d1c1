#!/usr/bin/env node
// `npm run bench:workers`, with BENCH_DATABASE_URL set to a PostgreSQL server the bench may create a
// database on: a signed-in customer's cart refresh (POST /api/updatePrice) served by one worker, then
// by two on the same database, loaded by autocannon (-c 100 -p 10) from its own process. Prints
// requests/s, p99 and the ratio of two workers to one (target at least 1.6 on a machine with the cores).
import { availableParallelism } from 'node:os';
import { withBenchDatabase } from './bench-database.mjs';
import { signedInCustomer } from './customer.mjs';
import { loadFromChild } from './load-child.mjs';
import { startBuiltShop } from './shop.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.log(
    'bench:workers needs BENCH_DATABASE_URL (a PostgreSQL server); PGlite runs one worker.',
  );
  process.exit(0);
}

/** The built shop on PostgreSQL with `workers` workers; development, for its outbox. */
function startShop(url, workers) {
  return startBuiltShop({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    WORKERS: String(workers),
    AUTH_TOKEN_SECRET: 'bench-secret-shared-by-both-runs',
  });
}

function load(base, cookie) {
  return loadFromChild({
    url: `${base}/api/updatePrice`,
    method: 'POST',
    duration: seconds,
    body: '{}',
    headers: { 'content-type': 'application/json', origin: base, cookie },
  });
}

const results = [];
await withBenchDatabase(adminUrl, async (url) => {
  let cookie;
  for (const workers of [1, 2]) {
    const shop = await startShop(url, workers);
    try {
      cookie ??= await signedInCustomer(shop.url);
      results.push({ workers, ...(await load(shop.url, cookie)) });
    } finally {
      await shop.stop();
    }
  }
});

const fmt = (n) => Math.round(n).toLocaleString('en-IN');
console.log(
  `\nPOST /api/updatePrice, signed in (a PC and an add-on), PostgreSQL, autocannon -c 100 -p 10 -d ${seconds}, ${availableParallelism()} cores\n`,
);
for (const row of results) {
  console.log(
    `  ${row.workers} worker${row.workers > 1 ? 's' : ' '}: ${fmt(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms, non-2xx ${row.non2xx}, errors ${row.errors}`,
  );
}
const ratio = results[1].requestsPerSecond / results[0].requestsPerSecond;
console.log(
  `  ratio:     ${ratio.toFixed(2)} (target at least 1.6) ${ratio >= 1.6 ? 'MET' : 'BELOW TARGET'}`,
);
