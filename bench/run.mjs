#!/usr/bin/env node
// `npm run bench`: the built shop against a bare Node http server answering the same bytes, each loaded with
// autocannon (-c 100 -p 10) from a separate process. Prints requests/s, p99 latency and the ratio per endpoint;
// an endpoint with a target is measured in BENCH_ROUNDS interleaved rounds (3) and judged by the median ratio,
// since two runs of the same server can differ by a tenth on a small machine. In each round the two run back to
// back, the shop first in every other round, so a machine whose speed drifts favours neither. Every server, the
// shop and each fresh bare one, is warmed up before each measured run (WARM_UP in load-child.mjs), so neither
// is timed while its code is still unoptimised.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ENDPOINTS } from './endpoints.mjs';
import { loadFromChild, WARM_UP } from './load-child.mjs';
import { startBuiltShop } from './shop.mjs';

const here = import.meta.dirname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_ONLY=health (an endpoint's name) measures that one alone, to repeat a measure quickly. */
const only = process.env.BENCH_ONLY;
const endpoints = only ? ENDPOINTS.filter(({ name }) => name === only) : ENDPOINTS;
if (endpoints.length === 0) {
  throw new Error(
    `BENCH_ONLY=${only} names no endpoint; these are: ${ENDPOINTS.map(({ name }) => name).join(', ')}`,
  );
}

function firstLine(child) {
  return new Promise((done, fail) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => done(JSON.parse(line)));
    child.once('exit', (code) => fail(new Error(`process exited with ${code} before answering`)));
  });
}

async function load(url, endpoint) {
  const options = { url: `${url}${endpoint.path}`, method: endpoint.method, duration: seconds };
  if (endpoint.body !== undefined) {
    options.body = JSON.stringify(endpoint.body);
    options.headers = { 'content-type': 'application/json', ...(endpoint.headers ?? {}) };
  }
  await loadFromChild({ ...options, ...WARM_UP });
  return loadFromChild(options);
}

async function sample(url, endpoint) {
  const response = await fetch(`${url}${endpoint.path}`, {
    method: endpoint.method,
    headers: endpoint.body === undefined ? {} : { 'content-type': 'application/json' },
    body: endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    bodyBase64: Buffer.from(await response.arrayBuffer()).toString('base64'),
    headers: replayedHeaders(response.headers),
  };
}

/** Headers Node's http server writes itself, or that describe this one connection or moment. */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/** The headers of the shop's answer as a bare server would send them again. */
function replayedHeaders(headers) {
  return Object.fromEntries([...headers].filter(([name]) => !NOT_REPLAYED.has(name)));
}

/** A bare server answering as the shop did, with its headers too when `withHeaders`; its load. */
async function loadBare(answer, endpoint, withHeaders) {
  const replayed = withHeaders ? answer : { ...answer, headers: undefined };
  const bare = spawn(process.execPath, [join(here, 'bare-server.mjs'), JSON.stringify(replayed)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { port } = await firstLine(bare);
  try {
    return await load(`http://127.0.0.1:${port}`, endpoint);
  } finally {
    bare.kill('SIGTERM');
  }
}

const shop = await startBuiltShop();
const rows = [];
try {
  for (const endpoint of endpoints) {
    const answer = await sample(shop.url, endpoint);
    const problem = endpoint.check?.(
      answer.status,
      JSON.parse(Buffer.from(answer.bodyBase64, 'base64').toString('utf8') || 'null') ?? {},
    );
    if (problem) throw new Error(`${endpoint.name}: the shop ${problem}; not measuring that`);
    const measured = [];
    for (let round = 0; round < (endpoint.minRatio === undefined ? 1 : rounds); round++) {
      // The bare server with the shop's headers, for reading only, runs after the pair.
      const shopFirst = round % 2 === 1;
      const shopResultFirst = shopFirst ? await load(shop.url, endpoint) : undefined;
      const bareResult = await loadBare(answer, endpoint, false);
      const shopResult = shopResultFirst ?? (await load(shop.url, endpoint));
      const wholeAnswerResult = endpoint.alsoWithHeaders
        ? await loadBare(answer, endpoint, true)
        : undefined;
      const ratio = shopResult.requestsPerSecond / bareResult.requestsPerSecond;
      measured.push({ endpoint, shopResult, bareResult, wholeAnswerResult, ratio });
    }
    const byRatio = measured.toSorted((a, b) => a.ratio - b.ratio);
    rows.push({ ...byRatio[Math.floor(byRatio.length / 2)], ratios: measured.map((m) => m.ratio) });
  }
} finally {
  await shop.stop();
}

const fmt = (n) => Math.round(n).toLocaleString('en-IN');
console.log(
  `\nautocannon -c 100 -p 10 -d ${seconds}, each run after a warm-up of -c ${WARM_UP.connections} -d ${WARM_UP.duration}, ` +
    'shop on embedded PostgreSQL (PGlite), production mode\n',
);
for (const { endpoint, shopResult, bareResult, wholeAnswerResult, ratio, ratios } of rows) {
  console.log(
    `${endpoint.method} ${endpoint.path}${ratios.length > 1 ? ` (the median of ${ratios.length} rounds, whose ratios were ${ratios.map((r) => r.toFixed(2)).join(', ')})` : ''}`,
  );
  console.log(
    `  shop:      ${fmt(shopResult.requestsPerSecond)} req/s, p99 ${shopResult.p99Ms} ms, non-2xx ${shopResult.non2xx}, errors ${shopResult.errors}`,
  );
  console.log(
    `  bare node: ${fmt(bareResult.requestsPerSecond)} req/s, p99 ${bareResult.p99Ms} ms`,
  );
  const verdict =
    endpoint.minRatio === undefined
      ? '(no target: the shop does work a bare server does not)'
      : `(target at least ${endpoint.minRatio}) ${ratio >= endpoint.minRatio ? 'MET' : 'BELOW TARGET'}`;
  console.log(`  ratio:     ${ratio.toFixed(2)} ${verdict}`);
  if (wholeAnswerResult) {
    const wholeRatio = shopResult.requestsPerSecond / wholeAnswerResult.requestsPerSecond;
    console.log(
      `  bare node sending the shop's headers too: ${fmt(wholeAnswerResult.requestsPerSecond)} req/s; ratio ${wholeRatio.toFixed(2)} (for reading only: the target is against the bare server above)`,
    );
  }
}
