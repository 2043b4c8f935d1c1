import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A finding as a failed test shows it: the page, axe's rule and the elements at fault. */
function described(page: Page, violation: Violation): string {
  return `${page.url()} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;
}

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical WCAG 2.2 AA violations on the page as it is now
 * (docs/decisions/012-accessibility-wcag-2-2-aa.md), each with the page and the elements at fault.
 * Only violations are gathered: axe then skips collecting every passing node, which is most of its
 * time on a long page. Axe runs in the page itself (legacy mode): the default opens a second, blank
 * page for each scan to combine the results of cross-origin frames, which the shop does not have,
 * and that page made a scan take two to three times as long.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // At rest: a pane or a dialog still fading in has its colours part-way, and axe would measure
  // their contrast there.
  await page.waitForFunction(
    () => !document.getAnimations().some((each) => each instanceof CSSTransition),
    undefined,
    { timeout: 10_000 },
  );
  // The options first: AxeBuilder's `options` replaces everything set before it, the tags included.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => described(page, violation));
}

/** No serious or critical WCAG 2.2 AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Landmarks as a screen reader's list of regions shows them: anything outside every landmark
 * (axe's `region`), and two landmarks of the same kind with the same name (`landmark-unique`).
 * Axe counts both as moderate, so `seriousViolations` lets them pass.
 */
export async function landmarkViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withRules(['region', 'landmark-unique'])
    .analyze();
  return violations.map((violation) => described(page, violation));
}
