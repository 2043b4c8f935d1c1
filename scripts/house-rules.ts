import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Two rules of the house no linter knows, checked by house-rules.test.ts in `npm test`.

/** Source files: what is built, run or tested, and the stylesheets. */
const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css)$/;

/** Folders holding no code of the shop's own, or only copies of it. */
const NOT_CODE = new Set(['.git', '.data', 'node_modules', 'dist', 'coverage', 'docs']);

/** Every code file under `root`, as paths relative to it. */
export function codeFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_CODE.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return codeFiles(root, path);
    return entry.isFile() && CODE_FILE.test(entry.name) ? [relative(root, path)] : [];
  });
}

// The product's own requirements document is not in the repository, so a comment citing it sends a
// reader nowhere. Code cites the repository's docs/api or docs/decisions pages, or says the rule.
// Written `[S]` so this file does not cite it either. No name in the code holds the word at all,
// so a plain `git grep` finds none.
const EXTERNAL_CITATION = /[S]PEC/;

/** `path:line: text` for every line of `files` that cites the external requirements document. */
export function externalCitations(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        EXTERNAL_CITATION.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

/**
 * Migrations that shipped sharing a number before this rule existed. A migration's file name is
 * what a deployed database records as run, so renaming one would run it again there: the pair
 * stays, and no other may join it.
 */
export const KNOWN_SHARED_PREFIXES: readonly (readonly string[])[] = [
  ['0015_payment_refunds.ts', '0015_tax_invoices.ts'],
];

/** Each group of migration files (by name) sharing a numeric prefix, other than the known pair. */
export function sharedMigrationPrefixes(names: readonly string[]): string[][] {
  const byPrefix = new Map<string, string[]>();
  for (const name of names) {
    const prefix = /^(\d+)_/.exec(name)?.[1];
    if (prefix === undefined) continue;
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), name]);
  }
  const known = new Set(KNOWN_SHARED_PREFIXES.map((group) => [...group].sort().join(' ')));
  return [...byPrefix.values()]
    .filter((group) => group.length > 1)
    .map((group) => [...group].sort())
    .filter((group) => !known.has(group.join(' ')));
}

export const MIGRATIONS_FOLDER = 'apps/server/src/platform/db/migrations';

export const readText = (root: string, path: string) => readFileSync(join(root, path), 'utf8');
