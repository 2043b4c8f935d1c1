// Starts the built shop (apps/server/dist) on a free port with a fresh embedded database, for the benchmarks,
// with the node options `npm start` uses.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');

/** The options `npm start` gives node (its start script: `... node <options> apps/server/dist/server.js`). */
const startOptions = (() => {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const command = /\bnode ((?:--\S+ )*)apps\/server\/dist\/server\.js/.exec(scripts.start);
  if (!command) throw new Error('the start script no longer runs node apps/server/dist/server.js');
  return command[1].split(' ').filter(Boolean);
})();

export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * The built shop on 127.0.0.1 with its own data directory, in production mode on the embedded
 * database unless `env` says otherwise; `stop()` ends it and removes the data.
 */
export async function startBuiltShop(env = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
  const child = spawn(process.execPath, [...startOptions, 'apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ENVELOPE_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let tries = 0; tries < 300 && !up; tries++) {
    try {
      up = (await fetch(`${url}/api/health`)).ok;
    } catch {}
    if (!up) await new Promise((done) => setTimeout(done, 200));
  }
  if (!up) {
    // Not left running (and holding its data directory) once the benchmark has given up on it.
    child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error('the shop did not answer /api/health within a minute');
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
