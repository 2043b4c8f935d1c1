#!/usr/bin/env node
// `npm run bench:web`: Lighthouse (its default config, the mobile preset with simulated throttling) on the
// shop's main pages and a pre-built's, in Chromium, against the built shop with a fresh embedded database.
// Each page is measured BENCH_WEB_RUNS times (3 by default) and the run with the median performance score is
// printed, since a shared machine makes single runs noisy. Under each page, how much of the main thread's task
// time ran on a CPU (docs/decisions/070-lighthouse-on-a-machine-that-keeps-the-browser-waiting.md), and that
// time against the same page's with its scripts blocked, the least any page can do (the median of as many
// runs of each, taken in turn); then each interaction's click-to-paint with the CPU slowed four times, and
// the worst (docs/decisions/077-interactions-measured.md).
// Prints figures only; it never fails on them (budgets live in the tests).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CPU_SLOWDOWN, measureInteractions } from './interactions.mjs';
import { startBuiltShop } from './shop.mjs';

/** A pre-built of the catalogue the shop starts with (data/), drawn in the browser from its data. */
const PREBUILT_PATH = '/prebuilts/gaming/gaming-strike-5060';
const ALL_PAGES = ['/', '/config', '/prebuilts', '/accessories', '/cart', PREBUILT_PATH];
/** BENCH_WEB_PAGES=/,/cart measures only those; BENCH_WEB_INTERACTIONS=0 skips the clicks. */
const PAGES = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',') : ALL_PAGES;
const withInteractions = process.env.BENCH_WEB_INTERACTIONS !== '0';
/**
 * Home's hero video and its poster, left out of half of home's runs to show what they cost: without
 * them home is drawn as it was before them (decision 112).
 */
const HERO_VIDEO_FILES = ['*/assets/hero-*'];
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Why Lighthouse gave no performance score, when it gave none: its run's error, or the metrics it
 * could not measure (a score of null, which would otherwise read as 0).
 */
function failureOf(lhr) {
  if (lhr.runtimeError) return `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  if (lhr.categories.performance?.score != null) return null;
  const unmeasured = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score == null)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.errorMessage ?? 'no value'})`);
  return `not scored: ${unmeasured.join(', ') || 'no reason given'}`;
}

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    failure: failureOf(lhr),
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // The longest main-thread task Lighthouse saw, as it simulates the phone (it lists those of
    // 50 ms and over): the aim is none.
    longestTaskMs: Math.round(
      Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((item) => item.duration)),
    ),
    // What costs accessibility points, so a score under 100 says where to look.
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/**
 * The page's main thread as the trace saw it: how long its tasks took, and how much of that it spent
 * on a CPU. Lighthouse simulates a phone from the tasks' lengths, so when the machine keeps the
 * renderer waiting (other processes, or a hypervisor's page faults and TLB flushes) the page scores
 * as if it did that much more work; a share far under 100% says the figures are the machine's.
 */
function mainThreadTime(trace) {
  // A run that failed may have recorded no trace.
  if (!trace) return { wallMs: 0, cpuMs: 0 };
  const events = trace.traceEvents;
  const threadOf = (event) => `${event.pid}:${event.tid}`;
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(threadOf),
  );
  const byThread = new Map();
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mains.has(threadOf(event))) continue;
    const totals = byThread.get(threadOf(event)) ?? { wallMs: 0, cpuMs: 0 };
    totals.wallMs += event.dur / 1000;
    totals.cpuMs += (event.tdur ?? event.dur) / 1000;
    byThread.set(threadOf(event), totals);
  }
  // The page's renderer is the busiest one; the others hold about:blank or nothing.
  return [...byThread.values()].sort((a, b) => b.wallMs - a.wallMs)[0] ?? { wallMs: 0, cpuMs: 0 };
}

/** Each figure's own median over the runs Lighthouse scored: home with and without its video, side by side. */
function medianFigures(results) {
  const scored = results.filter((r) => !r.failure);
  const failed = results.filter((r) => r.failure).map((r) => `failed: ${r.failure}`);
  if (scored.length === 0) return failed.join('; ');
  const of = (key) => {
    const values = scored.map((r) => r[key]).sort((a, b) => a - b);
    const middle = values.length / 2;
    const value = Number.isInteger(middle)
      ? (values[middle - 1] + values[middle]) / 2
      : values[Math.floor(middle)];
    return Math.round(value * 1000) / 1000;
  };
  const runs = scored.map((r) => `${r.performance}/${r.lcpMs}/${r.tbtMs}/${r.cls}`);
  return `performance ${of('performance')}  LCP ${of('lcpMs')} ms  TBT ${of('tbtMs')} ms  CLS ${of('cls')}  (runs as performance/LCP/TBT/CLS: ${[...runs, ...failed].join(', ')})`;
}

/**
 * The median of the runs' main-thread task times, and of their CPU times, each on its own: the
 * run chosen for its score is one of several scoring 100, so its task time alone says little.
 */
function medianMainThread(results) {
  const middle = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  const measured = results.filter((r) => !r.failure);
  return {
    wallMs: middle(measured.map((r) => r.mainThread.wallMs)),
    cpuMs: middle(measured.map((r) => r.mainThread.cpuMs)),
  };
}

/** The run with the median score among those Lighthouse scored; a failed run is reported, not counted. */
function median(results) {
  const sorted = results.filter((r) => !r.failure).sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

const shop = await startBuiltShop();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });

async function lighthouseRun(path, blockedUrlPatterns = []) {
  const answer = await lighthouse(`${shop.url}${path}`, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    blockedUrlPatterns,
  });
  if (!answer) throw new Error(`Lighthouse gave no result for ${path}`);
  return { ...figures(answer.lhr), mainThread: mainThreadTime(answer.artifacts.Trace) };
}

try {
  for (const path of PAGES) {
    const results = [];
    const withoutVideo = [];
    const scriptless = [];
    for (let run = 0; run < runs; run++) {
      results.push(await lighthouseRun(path));
      // Home's runs alternate with and without its hero video, so both see the same machine.
      if (path === '/') withoutVideo.push(await lighthouseRun(path, HERO_VIDEO_FILES));
      // The same page with no script let through: its HTML and stylesheets parsed, laid out and
      // painted. Measured as often as the page, between its runs, so both medians see the same machine.
      scriptless.push(await lighthouseRun(path, ['*.js']));
    }
    if (path === '/') {
      console.log(`/ medians with the video    ${medianFigures(results)}`);
      console.log(`/ medians without it        ${medianFigures(withoutVideo)}`);
    }
    for (const [run, { failure }] of results.entries()) {
      if (failure) console.log(`${path.padEnd(13)} run ${run + 1} failed: ${failure}`);
    }
    const chosen = median(results);
    if (!chosen) continue;
    console.log(
      `${path.padEnd(13)} performance ${String(chosen.performance).padStart(3)}  LCP ${chosen.lcpMs} ms  ` +
        `TBT ${chosen.tbtMs} ms  longest task ${chosen.longestTaskMs ? `${chosen.longestTaskMs} ms` : 'under 50 ms'}  CLS ${chosen.cls}  FCP ${chosen.fcpMs} ms  accessibility ${chosen.accessibility}` +
        `  (runs: ${results.map((r) => (r.failure ? 'failed' : r.performance)).join(', ')})`,
    );
    const { wallMs, cpuMs } = medianMainThread(results);
    console.log(
      `${''.padEnd(13)} main thread, median of ${runs}: ${Math.round(wallMs)} ms of tasks, ${Math.round(cpuMs)} ms of them on a CPU ` +
        `(${Math.round((100 * cpuMs) / Math.max(1, wallMs))}%), unthrottled`,
    );
    const bare = medianMainThread(scriptless);
    console.log(
      `${''.padEnd(13)} without its scripts, median of ${runs}: ${Math.round(bare.wallMs)} ms of tasks, ` +
        `${Math.round(bare.cpuMs)} ms on a CPU; with them ${(wallMs / Math.max(1, bare.wallMs)).toFixed(2)}x the tasks, ` +
        `${(cpuMs / Math.max(1, bare.cpuMs)).toFixed(2)}x the CPU`,
    );
    if (chosen.accessibilityFailures.length > 0) {
      console.log(
        `${''.padEnd(13)} accessibility audits failed: ${chosen.accessibilityFailures.join(', ')}`,
      );
    }
  }
  if (withInteractions) {
    const steps = await measureInteractions({
      baseUrl: shop.url,
      chromePath,
      chromeFlags: CHROME_FLAGS,
      prebuiltPath: PREBUILT_PATH,
    });
    console.log(`\nclick to next paint, CPU slowed ${CPU_SLOWDOWN}x (under 16 ms shows as 15):`);
    for (const [step, ms] of steps) console.log(`  ${step.padEnd(44)} ${Math.round(ms)} ms`);
    const [worstStep, worstMs] = steps.reduce((worst, step) => (step[1] > worst[1] ? step : worst));
    console.log(`  worst: ${Math.round(worstMs)} ms (${worstStep})`);
  }
} finally {
  await chrome.kill();
  await shop.stop();
}
