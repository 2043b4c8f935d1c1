import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser';
import { useShop } from '../support/fixtures';

const shop = useShop();

// No serious or critical WCAG 2.2 AA violation on the main screens
// (docs/decisions/012-accessibility-wcag-2-2-aa.md).
const SCREENS = ['/', '/returns-policy', '/config', '/login'];

describe('the shop is usable with assistive technology', () => {
  it.each(SCREENS)('%s has no serious or critical accessibility violation', async (path) => {
    for (const viewport of [undefined, PHONE]) {
      const page = await shop.visit(path, viewport);
      await page.locator('main h1').first().waitFor();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious).toEqual([]);
    }
  });
});
