import { describe, expect, it } from 'vitest';
import { landmarkViolations, seriousViolations } from '../support/axe';
import { DESKTOP, PHONE } from '../support/browser';
import { useShop } from '../support/fixtures';

const shop = useShop();

// No serious or critical WCAG 2.2 AA violation on the main screens, at both widths.
const SCREENS = ['/', '/returns-policy', '/config', '/login'];

describe('the shop is usable with assistive technology', () => {
  it.each(SCREENS)('%s has no serious or critical accessibility violation', async (path) => {
    const found: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await shop.look(path, viewport);
      await page.locator('main h1').first().waitFor();
      found.push(...(await seriousViolations(page)));
    }
    expect(found).toEqual([]);
  });
});

describe('a screen reader finds every part of a screen in a landmark of its own', () => {
  // The policy pages add a side menu of the policies beside the footer's list, on wide screens only.
  it.each([...SCREENS, '/privacy-policy', '/contact-us', '/prebuilts'])(
    '%s has nothing outside a landmark and no two landmarks with one name',
    async (path) => {
      const page = await shop.look(path, DESKTOP);
      await page.locator('main h1').first().waitFor();
      expect(await landmarkViolations(page)).toEqual([]);
    },
  );
});
