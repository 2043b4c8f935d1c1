import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web and server suites run their files in shared workers (isolate: false in their vitest
// configs), which is safe only while no test file replaces a module for the files after it.
const repo = fileURLToPath(new URL('..', import.meta.url));
const SUITES = ['apps/web/src', 'apps/server/src', 'apps/server/test'];
const MODULE_REPLACEMENT = /\bvi\.(mock|doMock|unmock|hoisted)\s*\(/;

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('tests that share workers', () => {
  it('replace no module, so one file cannot change what the next one imports', () => {
    const offenders = SUITES.flatMap((suite) => testFiles(join(repo, suite)))
      .filter((file) => MODULE_REPLACEMENT.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repo, file));
    expect(offenders).toEqual([]);
  });
});
