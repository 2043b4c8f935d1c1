import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryJsOf, initialJsOf, scriptsNamedBy } from './initial-js';

// The most JavaScript (gzip) a first visit to / may load or preload before its page is the app's:
// 130 KB (docs/decisions/075-react-hydrates-the-page-a-part-at-a-time.md).
const INITIAL_JS_BUDGET_BYTES = 130 * 1024;

// The most the entry may load and run before the page has painted: itself and Vite's small helpers,
// never the start chunk (apps/web/src/main.tsx).
const ENTRY_JS_BUDGET_BYTES = 4 * 1024;

const webDir = resolve(import.meta.dirname, '../apps/web');
let outDir = '';

const listing = (files: { file: string; gzipBytes: number }[]) =>
  files.map(({ file, gzipBytes }) => `${file}: ${gzipBytes} B`).join('\n');

describe('the initial JavaScript of /', () => {
  // Built here, pages and all, into a directory of its own, so the figure is always that of the
  // current sources.
  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), 'shop-web-budget-'));
    // Vitest runs with NODE_ENV=test, which would make the renderer's development build the one measured.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webDir,
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const prerendered = spawnSync(process.execPath, ['scripts/prerender.mjs', outDir], {
      cwd: webDir,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    if (prerendered.status !== 0) throw new Error(`prerender failed:\n${prerendered.stderr}`);
  }, 300_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stays within its gzip budget', () => {
    const initial = initialJsOf(outDir);
    expect(
      initial.gzipBytes,
      `initial JavaScript of / (gzip):\n${listing(initial.files)}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('counts the entry, the start module and their imports, and nothing asked for later', () => {
    const files = initialJsOf(outDir).files.map(({ file }) => file);
    expect(files.some((file) => file.startsWith('assets/index-'))).toBe(true);
    expect(files.some((file) => file.startsWith('assets/start-'))).toBe(true);
    expect(files.some((file) => file.startsWith('assets/preload-helper-'))).toBe(true);
    expect(files).toContain('inline script 1 of /');
    expect(files.some((file) => file.includes('admin-app'))).toBe(false);
    expect(files.some((file) => file.includes('configurator-page'))).toBe(false);
  });

  it('leaves the start chunk to load after the page has painted', () => {
    const entry = entryJsOf(outDir);
    expect(
      entry.gzipBytes,
      `the entry's JavaScript (gzip):\n${listing(entry.files)}`,
    ).toBeLessThanOrEqual(ENTRY_JS_BUDGET_BYTES);
  });
});

describe('the scripts a page names', () => {
  it('are its scripts, its module preloads and those its entry preloads, and nothing else', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/start-b.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c.css">
      <script type="application/json" id="page-data">{"src":"/x.js"}</script>
    </head><body><div id="root" data-prerendered data-modules="/assets/start-d.js /assets/faq-e.js">`;
    expect(scriptsNamedBy(html)).toEqual([
      'assets/index-a.js',
      'assets/start-b.js',
      'assets/start-d.js',
      'assets/faq-e.js',
    ]);
  });
});
