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

const DECISIONS = 'docs/decisions';
/** A record says its decision and why within a page; figures and history go to its appendix. */
const MOST_WORDS_IN_A_RECORD = 500;
/** An index line: `- [NNN](NNN-slug.md) what was decided — current | replaced by NNN | ...`. */
const INDEX_LINE = /^- \[(\d{3})\]\((\d{3}-[^)]+\.md)\) .+ — (.+)$/;

type DecisionRecord = { name: string; text: string };

/** What breaks the rules of docs/decisions/README.md: a long record, an index line missing or wrong. */
function decisionRecordProblems(records: DecisionRecord[], index: string): string[] {
  const lines = index.split('\n').flatMap((line) => {
    const [, number = '', name = '', status = ''] = INDEX_LINE.exec(line) ?? [];
    return name ? [{ number, name, status }] : [];
  });
  const names = new Set(records.map((record) => record.name));
  const problems = lines.flatMap(({ number, name, status }) => [
    ...(names.has(name) ? [] : [`the index lists ${name}, which does not exist`]),
    ...(name.startsWith(`${number}-`) ? [] : [`the index links ${name} as ${number}`]),
    ...(/^(current|replaced by \d{3})/.test(status) ? [] : [`${name}: the index says "${status}"`]),
  ]);
  for (const { name, text } of records) {
    const words = text.split(/\s+/).filter(Boolean).length;
    if (words > MOST_WORDS_IN_A_RECORD) problems.push(`${name} has ${words} words`);
    const listed = lines.filter((line) => line.name === name);
    if (listed.length === 0) problems.push(`${name} has no line of its own in the index`);
    if (listed.length > 1) problems.push(`${name} is listed ${listed.length} times in the index`);
    const status = listed[0]?.status ?? '';
    const top = text.split(/^## /m)[0] ?? '';
    const replacedBy = /^replaced by (\d{3})/.exec(status)?.[1];
    if (replacedBy && !new RegExp(`\\*\\*Replaced\\*\\* by \\[${replacedBy}\\]`).test(top)) {
      problems.push(`${name} does not say at its top that ${replacedBy} replaced it`);
    }
    if (status.includes('except') && !top.includes('**Partly replaced**')) {
      problems.push(`${name} does not say at its top which part was replaced`);
    }
  }
  return problems;
}

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

describe('decision records fit a page and are all in the index', () => {
  const index = [
    '- [001](001-a.md) A rule — current',
    '- [002](002-b.md) Another — replaced by 003',
    '- [003](003-c.md) The newer — current, except: a part (replaced by 004)',
  ].join('\n');
  const records = [
    { name: '001-a.md', text: '# 001: A rule\n\nShort.' },
    { name: '002-b.md', text: '# 002\n\n**Replaced** by [003](003-c.md).\n\n## Decision\n' },
    { name: '003-c.md', text: '# 003\n\n**Partly replaced** by 004.\n\n## Decision\n' },
  ];

  it('finds a long record, a record the index misses, and a replaced one that does not say so', () => {
    expect(decisionRecordProblems(records, index)).toEqual([]);
    const long = { name: '001-a.md', text: 'word '.repeat(MOST_WORDS_IN_A_RECORD + 1) };
    const unsaid = { name: '002-b.md', text: '# 002\n\n## Decision\nReplaced by 003.' };
    const partly = { name: '003-c.md', text: '# 003\n\n## Decision\n**Partly replaced**' };
    const missing = { name: '004-d.md', text: '# 004' };
    expect(decisionRecordProblems([long, unsaid, partly, missing], index)).toEqual([
      '001-a.md has 501 words',
      '002-b.md does not say at its top that 003 replaced it',
      '003-c.md does not say at its top which part was replaced',
      '004-d.md has no line of its own in the index',
    ]);
  });

  it('finds an index line that links no record, or says no status', () => {
    const wrong = `${index}\n- [005](005-e.md) Gone — current\n- [001](001-a.md) Again — maybe`;
    expect(decisionRecordProblems(records, wrong)).toEqual([
      'the index lists 005-e.md, which does not exist',
      '001-a.md: the index says "maybe"',
      '001-a.md is listed 2 times in the index',
    ]);
  });

  it('holds for docs/decisions', () => {
    const names = readdirSync(join(repo, DECISIONS)).filter((name) => /^\d{3}-.+\.md$/.test(name));
    expect(names).toContain('075-react-hydrates-the-page-a-part-at-a-time.md');
    const found = names.map((name) => ({ name, text: readText(repo, join(DECISIONS, name)) }));
    expect(decisionRecordProblems(found, readText(repo, join(DECISIONS, 'README.md')))).toEqual([]);
  });
});
