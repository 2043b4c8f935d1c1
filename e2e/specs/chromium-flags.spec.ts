import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

const DISABLE_FEATURES = '--disable-features=';

/** Every --disable-features list Chromium was started with, in order, as Linux records them. */
async function disabledFeatureLists(args: string[]): Promise<string[][]> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args });
  try {
    const pid = server.process().pid;
    if (pid === undefined) throw new Error('Chromium started without a process id');
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter((arg) => arg.startsWith(DISABLE_FEATURES))
      .map((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
  } finally {
    await server.close();
  }
}

const withoutOurFeatureList = CHROMIUM_ARGS.filter((arg) => !arg.startsWith(DISABLE_FEATURES));

// Chromium honours only the last --disable-features it is given, so the stories' list repeats
// Playwright's own (docs/decisions/072-the-suite-within-twelve-minutes.md). A Playwright upgrade
// that adds a feature to its list fails here until the copy in support/browser.ts has it too.
describe("the stories' Chromium keeps what Playwright turns off", () => {
  it("repeats every feature Playwright's own launch turns off, in the list Chromium honours", async () => {
    const [playwrights] = await disabledFeatureLists(withoutOurFeatureList);
    expect(playwrights?.length).toBeGreaterThan(0);

    const lists = await disabledFeatureLists(CHROMIUM_ARGS);
    const honoured = lists.at(-1) ?? [];
    expect(honoured).toEqual(expect.arrayContaining([...(playwrights ?? [])]));
    expect(honoured).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
