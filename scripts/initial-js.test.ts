import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryJsOf, initialJsOf } from './initial-js';

// The most JavaScript (gzip) a first visit to / may load before the page starts: 90 KB
// (docs/decisions/056-initial-javascript-budget.md).
const INITIAL_JS_BUDGET_BYTES = 90 * 1024;

// The most the entry may load and run before the page has painted: itself and Vite's small helpers,
// never the start chunk (apps/web/src/main.tsx).
const ENTRY_JS_BUDGET_BYTES = 4 * 1024;

const webDir = resolve(import.meta.dirname, '../apps/web');
let outDir = '';

describe('the initial JavaScript of /', () => {
  // Built here, into a directory of its own, so the figure is always that of the current sources.
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
  }, 180_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('stays within its gzip budget', () => {
    const initial = initialJsOf(outDir);
    const listing = initial.files
      .map(({ file, gzipBytes }) => `${file}: ${gzipBytes} B`)
      .join('\n');
    expect(initial.gzipBytes, `initial JavaScript of / (gzip):\n${listing}`).toBeLessThanOrEqual(
      INITIAL_JS_BUDGET_BYTES,
    );
  });

  it('counts the start module and its imports, and nothing only loaded later', () => {
    const initial = initialJsOf(outDir);
    expect(initial.files.some(({ file }) => file.includes('start-'))).toBe(true);
    expect(initial.files.some(({ file }) => file.startsWith('assets/index-'))).toBe(true);
    expect(initial.files.some(({ file }) => file.includes('admin-app'))).toBe(false);
    expect(initial.files.some(({ file }) => file.includes('configurator-page'))).toBe(false);
  });

  it('leaves the start chunk to load after the page has painted', () => {
    const entry = entryJsOf(outDir);
    const listing = entry.files.map(({ file, gzipBytes }) => `${file}: ${gzipBytes} B`).join('\n');
    expect(entry.gzipBytes, `the entry's JavaScript (gzip):\n${listing}`).toBeLessThanOrEqual(
      ENTRY_JS_BUDGET_BYTES,
    );
  });
});
