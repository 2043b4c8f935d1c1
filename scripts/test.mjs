#!/usr/bin/env node
// `npm test`: typecheck beside lint, the unit tests and the build the browser tests serve (the type
// checker keeps one core busy; the rest share the other), then server (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) and browser tests. Every step runs even when an earlier one fails, so one
// run shows everything that is wrong.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browserTestsRequired = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
const reports = mkdtempSync(join(tmpdir(), 'shop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(step, command, args, options = {}) {
  console.log(`\n=== ${step} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${step}: ${ok ? 'ok' : 'FAILED'} (${seconds} s) ===`);
  if (!ok) failedSteps.push(step);
  return ok;
}

/** Runs one step, its output printed whole when it ends (steps side by side are not interleaved). */
function runBuffered({ step, command, args, options = {} }) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${step} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${step}: ${status === 0 ? 'ok' : 'FAILED'} (${seconds} s) ===`);
      if (status !== 0) failedSteps.push(step);
      done(status === 0);
    });
  });
}

/** Lanes side by side, the steps of each lane one after another; answers each step's success. */
async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const outcomes = [];
      for (const step of lane) outcomes.push(await runBuffered(step));
      return outcomes;
    }),
  );
  return results.flat();
}

/** A Vitest run as a step, with a JSON report whose counts `countTests` adds to the totals. */
function vitestStep(step, args, options = {}) {
  const report = join(reports, `${step.replace(/\W+/g, '-')}.json`);
  return {
    step,
    command: 'npx',
    args: [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    options,
    report,
  };
}

function countTests({ report }, ok) {
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests ?? 0;
    totals.failed += summary.numFailedTests ?? 0;
    totals.skipped += (summary.numPendingTests ?? 0) + (summary.numTodoTests ?? 0);
  } else if (!ok) {
    totals.failed += 1;
  }
}

function vitest(step, args, options = {}) {
  const vitestRun = vitestStep(step, args, options);
  countTests(vitestRun, run(step, vitestRun.command, vitestRun.args, options));
}

// The type checker keeps one core busy for a minute and a half; the unit tests, and the build then
// lint, share the other. The unit tests are the longest after the type checker, so nothing waits
// in front of them.
const unit = vitestStep('unit tests', [
  '--project',
  'domain',
  '--project',
  'web',
  '--project',
  'tooling',
]);
const [, unitOk, built] = await runLanes([
  [{ step: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] }],
  [unit],
  [
    { step: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
    { step: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  ],
]);
countTests(unit, unitOk);
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\nServer tests run on PGlite only: set TEST_DATABASE_URL to run them on PostgreSQL as well.',
  );
}
vitest('server tests', [], { cwd: 'apps/server' });

if (existsSync(chromiumPath)) {
  // The build above is what the browser tests serve; without it they build for themselves.
  const env = built ? { ...process.env, E2E_SKIP_BUILD: '1' } : process.env;
  vitest('browser tests', [], { cwd: 'e2e', env });
} else if (browserTestsRequired) {
  console.log(
    `\nBrowser tests are required here, but Chromium is not installed at ${chromiumPath}.`,
  );
  console.log('Install it with: apt-get install -y chromium');
  failedSteps.push('browser tests');
  totals.failed += 1;
} else {
  console.log(`\nSKIPPED the browser tests: Chromium is not installed at ${chromiumPath}.`);
  console.log('Install it (apt-get install -y chromium) to run them; CI requires them.');
}

rmSync(reports, { recursive: true, force: true });
console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
