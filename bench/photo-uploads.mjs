#!/usr/bin/env node
// Does making photos block the API? The shop in this process (embedded database), a guest's cart
// refresh (POST /api/updatePrice) timed alone, then again while ten 24-megapixel photos are made by
// the very function the upload route runs (docs/decisions/091-photos-on-disk-made-by-sharp.md).
// Prints the refresh's median, 95th percentile and worst time in both cases, how long the ten took,
// and the event loop's worst delay. Run: `node --import tsx photo-uploads.mjs` (tsx compiles the
// server's TypeScript).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/index.ts';
import { makePhotoSizes } from '../apps/server/src/modules/catalogue-items/photo-sizes.ts';
import { createDatabase } from '../apps/server/src/platform/db/kysely.ts';
import { prepareDatabase } from '../apps/server/src/platform/db/prepare.ts';
import { seeders } from '../apps/server/src/seed-registry.ts';

const UPLOADS = 10;
const ALONE_REFRESHES = 40;
const CART = { cart: [{ itemType: 'mouse', item: { id: 'logitech-g102-lightsync' }, qty: 1 }] };

const dataDir = await mkdtemp(join(tmpdir(), 'shop-photo-bench-'));
const config = loadConfig({
  NODE_ENV: 'development',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: '0',
});
const database = await createDatabase(config);
const app = await buildApp(config, { database });
await prepareDatabase(database.db, seeders);
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
const url = `http://127.0.0.1:${port}/api/updatePrice`;

async function refresh() {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(CART),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`cart refresh answered ${response.status}`);
  return performance.now() - started;
}

const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, worst ${sorted.at(-1).toFixed(1)} ms (${sorted.length} refreshes)`;
};

try {
  // A camera's photo: 6000 x 4000, noisy enough that the encoders have work to do.
  const noise = Buffer.alloc(6000 * 4000 * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
  const photo = await sharp(noise, { raw: { width: 6000, height: 4000, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();

  for (let index = 0; index < 5; index += 1) await refresh();
  const alone = [];
  for (let index = 0; index < ALONE_REFRESHES; index += 1) alone.push(await refresh());

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  let done = false;
  const uploads = Promise.all(Array.from({ length: UPLOADS }, () => makePhotoSizes(photo))).then(
    (results) => {
      done = true;
      return results;
    },
  );
  const during = [];
  while (!done) during.push(await refresh());
  const results = await uploads;
  const uploadsMs = performance.now() - started;
  loop.disable();
  if (results.some((result) => !result.ok)) throw new Error('a photo was refused');

  console.log(
    `\nCart refresh while ${UPLOADS} photos of 24 megapixels are made (${(photo.length / 1e6).toFixed(1)} MB JPEG each)`,
  );
  console.log(`  alone:          ${figures(alone)}`);
  console.log(`  during uploads: ${figures(during)}`);
  console.log(
    `  the ${UPLOADS} photos:  ${(uploadsMs / 1000).toFixed(1)} s, 6 sizes each (AVIF and WebP at 320, 640, 1280 px)`,
  );
  console.log(
    `  event loop:     worst delay ${(loop.max / 1e6).toFixed(1)} ms, mean ${(loop.mean / 1e6).toFixed(1)} ms`,
  );
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
