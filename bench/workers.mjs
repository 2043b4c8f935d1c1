#!/usr/bin/env node
// `npm run bench:workers`, with BENCH_DATABASE_URL set to a PostgreSQL server the bench may create a
// database on: a signed-in customer's cart refresh (POST /api/updatePrice) served by one worker, then
// by two on the same database, in BENCH_ROUNDS rounds (3) so one noisy run does not decide the ratio.
// The load comes from its own process, 100 connections with 10 requests pipelined on each: autocannon, or
// with BENCH_LOAD=wrk Debian's wrk, which leaves more of a small machine to the server (wrk cannot time
// pipelined requests, so no p99 then). Prints requests/s, p99, the server's CPU per request, how busy the
// machine was, and the median ratio of two workers to one (target at least 1.6 on a machine with the cores)
// beside what the machine allows if each request costs the same with two workers: 1 / how busy one worker
// keeps it, an estimate that rounds have passed (docs/decisions/058-one-worker-per-core.md).
// Each shop is warmed for 2 s at 10 connections first, as in signed-in.mjs: a just-started worker's
// first seconds run unoptimised code, and two workers take twice as long as one to get through them.
import { availableParallelism } from 'node:os';
import { withBenchDatabase } from './bench-database.mjs';
import { signedInCustomer } from './customer.mjs';
import { loadFromChild, WARM_UP } from './load-child.mjs';
import { busyShare, machineTicks, treeCpuSeconds } from './process-cpu.mjs';
import { startBuiltShop } from './shop.mjs';
import { loadWithWrk, wrkInstalled } from './wrk.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.log(
    'bench:workers needs BENCH_DATABASE_URL (a PostgreSQL server); PGlite runs one worker.',
  );
  process.exit(0);
}
const useWrk = process.env.BENCH_LOAD === 'wrk';
if (useWrk && !wrkInstalled()) {
  console.log('BENCH_LOAD=wrk needs wrk (apt-get install -y wrk).');
  process.exit(1);
}
const generator = useWrk ? 'wrk' : 'autocannon';

/** The built shop on PostgreSQL with `workers` workers; development, for its outbox. */
function startShop(url, workers) {
  return startBuiltShop({
    NODE_ENV: 'development',
    DATABASE_URL: url,
    WORKERS: String(workers),
    AUTH_TOKEN_SECRET: 'bench-secret-shared-by-both-runs',
  });
}

/** The cart refresh under load, with the CPU the shop's processes used and the machine's busy share. */
async function measure(shop, cookie) {
  const options = {
    url: `${shop.url}/api/updatePrice`,
    method: 'POST',
    duration: seconds,
    body: '{}',
    headers: { 'content-type': 'application/json', origin: shop.url, cookie },
  };
  await loadFromChild({ ...options, ...WARM_UP });
  const cpuBefore = treeCpuSeconds(shop.pid);
  const machineBefore = machineTicks();
  const result = await (useWrk ? loadWithWrk(options) : loadFromChild(options));
  const cpu = treeCpuSeconds(shop.pid) - cpuBefore;
  return {
    ...result,
    cpuMicrosPerRequest: (cpu * 1e6) / Math.max(1, result.requestsPerSecond * seconds),
    busy: busyShare(machineBefore, machineTicks()),
  };
}

const results = [];
await withBenchDatabase(adminUrl, async (url) => {
  let cookie;
  for (let round = 1; round <= rounds; round++) {
    for (const workers of [1, 2]) {
      const shop = await startShop(url, workers);
      try {
        cookie ??= await signedInCustomer(shop.url);
        results.push({ round, workers, ...(await measure(shop, cookie)) });
      } finally {
        await shop.stop();
      }
    }
  }
});

const fmt = (n) => Math.round(n).toLocaleString('en-IN');
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `\nPOST /api/updatePrice, signed in (a PC and an add-on), PostgreSQL, ${generator} -c 100 -p 10 for ${seconds} s, ${rounds} rounds, ${availableParallelism()} cores\n`,
);
const ratios = [];
// What the machine allows: one worker already keeps it `busy` of the time (itself, the load generator, the
// kernel's loopback TCP, PostgreSQL), so at the same CPU per request no number of workers can serve more
// than 1 / busy times one worker's throughput.
const ceilings = [];
for (let round = 1; round <= rounds; round++) {
  const [one, two] = [1, 2].map((w) => results.find((r) => r.round === round && r.workers === w));
  for (const row of [one, two]) {
    console.log(
      `  round ${round}, ${row.workers} worker${row.workers > 1 ? 's' : ' '}: ${fmt(row.requestsPerSecond)} req/s, p99 ${useWrk ? 'n/a' : `${row.p99Ms} ms`}, server CPU ${row.cpuMicrosPerRequest.toFixed(0)} µs/request, machine ${Math.round(row.busy * 100)}% busy, non-2xx ${row.non2xx}, errors ${row.errors}`,
    );
  }
  ratios.push(two.requestsPerSecond / one.requestsPerSecond);
  ceilings.push(1 / one.busy);
}
const ratio = median(ratios);
console.log(
  `  ceilings:  ${ceilings.map((c) => c.toFixed(2)).join(', ')} (what two workers could serve if each request cost the same: 1 / one worker's busy share)`,
);
console.log(
  `  ratios:    ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${ratio.toFixed(2)} (target at least 1.6) ${ratio >= 1.6 ? 'MET' : 'BELOW TARGET'}`,
);
