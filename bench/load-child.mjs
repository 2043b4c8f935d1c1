// Loads the shop with autocannon from a process of its own (load.mjs), so the load generator never
// shares an event loop with a server under test; answers load.mjs's one line of figures.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

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
