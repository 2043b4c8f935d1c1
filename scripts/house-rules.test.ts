import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  codeFiles,
  externalCitations,
  MIGRATIONS_FOLDER,
  readText,
  sharedMigrationPrefixes,
} from './house-rules';

const repo = fileURLToPath(new URL('..', import.meta.url));

// Built from parts, so this file holds no citation of its own.
const CITED = ['SP', 'EC'].join('');

describe('code cites no document outside the repository', () => {
  it('finds a citation in a comment, a test name or a path to it', () => {
    const found = externalCitations([
      { path: 'a.ts', text: `const a = 1;\n// ${CITED} §9: prices include GST\n` },
      { path: 'b.ts', text: `it("gives ${CITED}'s message", () => {});\n` },
      { path: 'c.ts', text: `/** every message ${CITED}.md words */\n` },
    ]);
    expect(found).toEqual([
      `a.ts:2: // ${CITED} §9: prices include GST`,
      `b.ts:1: it("gives ${CITED}'s message", () => {});`,
      `c.ts:1: /** every message ${CITED}.md words */`,
    ]);
  });

  it('finds the word inside a name too, so a plain grep finds none, and passes it in lower case', () => {
    const names = `CATALOGUE_KIND_${CITED}S; the ${CITED.toLowerCase()} field`;
    expect(externalCitations([{ path: 'a.ts', text: names }])).toEqual([
      `a.ts:1: CATALOGUE_KIND_${CITED}S; the ${CITED.toLowerCase()} field`,
    ]);
    expect(
      externalCitations([{ path: 'b.css', text: `/* the ${CITED.toLowerCase()} */` }]),
    ).toEqual([]);
  });

  it('holds for every code file of the repository', () => {
    const files = codeFiles(repo);
    expect(files).toContain('scripts/house-rules.ts');
    expect(files.some((path) => path.startsWith('apps/server/src/'))).toBe(true);
    expect(files.some((path) => path.includes('node_modules'))).toBe(false);
    const cited = externalCitations(files.map((path) => ({ path, text: readText(repo, path) })));
    // Cite docs/api or docs/decisions instead, or say the rule in a line.
    expect(cited).toEqual([]);
  });
});

describe('no two migrations share a number', () => {
  it('finds a new pair, and the known pair when a third joins it', () => {
    expect(
      sharedMigrationPrefixes([
        '0014_payment_coupon_release.ts',
        '0020_coupons.ts',
        '0020_leads.ts',
        'index.ts',
      ]),
    ).toEqual([['0020_coupons.ts', '0020_leads.ts']]);
    expect(
      sharedMigrationPrefixes(['0015_payment_refunds.ts', '0015_tax_invoices.ts', '0015_more.ts']),
    ).toEqual([['0015_more.ts', '0015_payment_refunds.ts', '0015_tax_invoices.ts']]);
  });

  it('allows the one pair deployed databases already recorded', () => {
    expect(sharedMigrationPrefixes(['0015_tax_invoices.ts', '0015_payment_refunds.ts'])).toEqual(
      [],
    );
  });

  it("holds for the server's migrations", () => {
    const names = readdirSync(join(repo, MIGRATIONS_FOLDER));
    expect(names).toContain('0015_payment_refunds.ts');
    expect(sharedMigrationPrefixes(names)).toEqual([]);
  });
});
