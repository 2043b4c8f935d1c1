import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** Where a failed story leaves what each of its pages showed (ignored by git). */
export const FAILURES_DIR = join(import.meta.dirname, '..', 'screenshots', 'failures');

/** A run's failures only: emptied as the run starts (global-setup.ts). */
export function clearFailureRecords(): void {
  rmSync(FAILURES_DIR, { recursive: true, force: true });
}

/** Where this run's failed stories left their pages, said again once the run's summary is out. */
export function failureRecordsSummary(): string | undefined {
  if (!existsSync(FAILURES_DIR)) return undefined;
  const pictures = readdirSync(FAILURES_DIR).filter((name) => name.endsWith('.txt')).length;
  if (pictures === 0) return undefined;
  return `What the failed browser stories' ${pictures} page(s) showed (a screenshot, the address and the console errors of each) is in ${FAILURES_DIR}`;
}

const MOST_PROBLEMS_PRINTED = 10;
const problemsOf = new WeakMap<Page, string[]>();

function note(page: Page | null, problem: string): void {
  if (!page) return;
  const problems = problemsOf.get(page) ?? [];
  problems.push(problem);
  problemsOf.set(page, problems);
}

/**
 * Notes every console error and uncaught exception of the context's pages from now on, tabs it
 * opens later included: a failed story lists them beside its screenshots. A failed request is
 * among them, as Chromium logs it to the console.
 */
export function watchForPageProblems(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    note(message.page(), `console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  context.on('weberror', (error) => {
    note(error.page(), `uncaught: ${error.error().stack ?? error.error().message}`);
  });
}

/**
 * For each page a failed story had open: a full-page screenshot, and beside it a text file of its
 * address and the problems noted on it. Answers what to print: the folder, then each page's
 * address, files and console errors.
 */
export async function keepFailureRecord(
  story: { file: string; name: string },
  contexts: BrowserContext[],
): Promise<string> {
  mkdirSync(FAILURES_DIR, { recursive: true });
  const file = basename(story.file, '.spec.ts');
  const stem = `${file}--${story.name}`.replace(/[^\w-]+/g, '-').slice(0, 100);
  const pages = contexts.flatMap((context) => context.pages());
  const lines = [`What the story's ${pages.length} page(s) showed is in ${FAILURES_DIR}`];
  for (const [index, page] of pages.entries()) {
    const picture = join(FAILURES_DIR, `${stem}-${index}.png`);
    const shot = await page
      .screenshot({ path: picture, fullPage: true, timeout: 10_000 })
      .then(() => relative(FAILURES_DIR, picture))
      .catch((error: Error) => `no screenshot (${error.message.split('\n')[0]})`);
    const problems = problemsOf.get(page) ?? [];
    const record = [`page ${index} at ${page.url()}`, `screenshot: ${shot}`, ...problems];
    writeFileSync(join(FAILURES_DIR, `${stem}-${index}.txt`), `${record.join('\n')}\n`);
    lines.push(
      `  page ${index} at ${page.url()}: ${shot}, ${problems.length} error(s) in its console`,
    );
    for (const problem of problems.slice(0, MOST_PROBLEMS_PRINTED)) {
      lines.push(`    ${problem.split('\n')[0]?.slice(0, 300)}`);
    }
    if (problems.length > MOST_PROBLEMS_PRINTED) lines.push(`    ... all in ${stem}-${index}.txt`);
  }
  return lines.join('\n');
}
