import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';
import { createE2eDatabase } from './postgres-database';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export type RunningShop = { baseURL: string; dataDir: string; stop(): Promise<void> };

/**
 * Starts the built server (apps/server/dist) on a free port with a fresh database: a new database on
 * the PostgreSQL server TEST_DATABASE_URL names when it is set (as in CI), else the embedded one.
 * `beforeStart` runs first with the server's environment, for commands that need the database
 * to themselves (the embedded one takes one process at a time).
 */
export async function startShop(
  env: Record<string, string> = {},
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void> | void,
): Promise<RunningShop> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const database = process.env.TEST_DATABASE_URL
    ? await createE2eDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const shopEnv = shopEnvironment(
    { ...(database ? { DATABASE_URL: database.url } : {}), ...env },
    { port, dataDir, baseURL },
  );
  await beforeStart?.(shopEnv);
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: shopEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await database?.drop();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    async stop() {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

function shopEnvironment(
  env: Record<string, string>,
  { port, dataDir, baseURL }: { port: number; dataDir: string; baseURL: string },
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: baseURL,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // One process: the stories move the shop's clock, which lives in the process that serves them
    // (docs/decisions/034-the-browser-tests-move-the-shops-clock.md).
    WORKERS: '1',
    // Cheap password hashes (scrypt N = 2^10), as in the server tests; production refuses it.
    PASSWORD_HASH_COST: '10',
    // Each browser context names its own client address (browser.ts), as behind the shop's proxy.
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The shop exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The shop did not become healthy at ${baseURL}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export const STAFF_ADMIN_EMAIL = 'workshop-admin@rigforge.in';

/** Makes the admin through the shop's own command, and reads the password it prints. */
export function createStaffAdmin(
  env: NodeJS.ProcessEnv,
  email = STAFF_ADMIN_EMAIL,
  role = 'admin',
): { email: string; password: string } {
  const printed = execFileSync('npm', ['run', '--silent', 'staff:create', '--', email, role], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  const password = /^Password: (\S+)$/m.exec(printed)?.[1];
  if (!password) throw new Error(`staff:create printed no password:\n${printed}`);
  return { email, password };
}
