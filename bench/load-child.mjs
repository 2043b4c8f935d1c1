// Loads the shop with autocannon from a process of its own (load.mjs), so the load generator never
// shares an event loop with a server under test; answers load.mjs's one line of figures.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Before each measured run: long enough for V8 to optimise the path under test, at a tenth of the
 * crowd, one request at a time. A just-started server runs its code unoptimised, and 100 connections
 * arriving at once on a path it has never run wait up to 2 s (docs/decisions/058-one-worker-per-core.md).
 */
export const WARM_UP = { duration: 2, connections: 10, pipelining: 1 };

export function loadFromChild(options) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'load.mjs'), JSON.stringify(options)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((done, fail) => {
    createInterface({ input: child.stdout }).once('line', (line) => done(JSON.parse(line)));
    child.once('exit', (code) => code && fail(new Error(`load exited with ${code}`)));
  });
}
