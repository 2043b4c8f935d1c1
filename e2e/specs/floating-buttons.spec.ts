import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueVisitor } from '../support/accounts';
import { PHONE } from '../support/browser';
import { signUpReadyToPay } from '../support/checkout';
import { buildFirstChoicePc } from '../support/configurator';
import { useShop } from '../support/fixtures';

const shop = useShop();
const STORY_TIMEOUT = 150_000;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls the element as a person reading down would meet it, at the bottom of the screen, and
 * says which floating buttons cover it there.
 */
async function floatingButtonsOver(page: Page, target: Locator, name: string): Promise<string[]> {
  await target.waitFor();
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
  const box = await target.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  const covering: string[] = [];
  for (const button of await page.locator('.floating-button').all()) {
    const buttonBox = await button.boundingBox();
    if (buttonBox && intersects(box, buttonBox)) {
      covering.push(`${await button.getAttribute('aria-label')} covers ${name}`);
    }
  }
  return covering;
}

describe('the floating WhatsApp and call buttons at 375 px', () => {
  it(
    "cover none of the configurator's build details, the cart's total and Checkout, nor checkout's address tick, grand total and last line",
    async () => {
      const visitor = uniqueVisitor('Kavya', 'Menon');
      const page = await shop.visit('/', PHONE);
      await signUpReadyToPay(page, shop.baseURL, visitor);
      const covered: string[] = [];

      await page.goto('/config');
      await buildFirstChoicePc(page);
      const summary = page.getByRole('region', { name: 'Your PC' });
      await summary.getByText('You save').waitFor();
      // The build details are taller than the screen: each of their lines is checked.
      const lines = await summary.locator('dt:visible, dd:visible, li:visible').all();
      expect(lines.length).toBeGreaterThan(5);
      for (const [index, line] of lines.entries()) {
        covered.push(...(await floatingButtonsOver(page, line, `build details line ${index + 1}`)));
      }
      covered.push(
        ...(await floatingButtonsOver(
          page,
          summary.getByRole('button', { name: 'Add To Cart' }),
          'Add To Cart',
        )),
      );
      await summary.getByRole('button', { name: 'Add To Cart' }).click();
      await summary.getByText('Item added to cart!').waitFor();

      await page.goto('/cart');
      const checkout = page.getByRole('button', { name: 'Checkout', exact: true });
      const total = page.locator('.cart-summary dt', { hasText: 'Total' }).locator('..');
      covered.push(...(await floatingButtonsOver(page, total, "the cart's total")));
      covered.push(...(await floatingButtonsOver(page, checkout, "the cart's Checkout button")));

      await checkout.click();
      await page.waitForURL('**/checkout');
      await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
      const tick = page.locator('.checkout-choice .checkout-choice-mark').first();
      covered.push(...(await floatingButtonsOver(page, tick, 'the address tick')));
      const grandTotal = page
        .getByRole('region', { name: 'Price Details' })
        .locator('dt', { hasText: 'Grand Total' })
        .locator('..');
      covered.push(...(await floatingButtonsOver(page, grandTotal, 'the grand total')));
      // The page's last line, in the footer, at the very end of the page.
      covered.push(
        ...(await floatingButtonsOver(page, page.locator('.footer-copyright'), "the footer's end")),
      );

      if (process.env.SHOTS)
        await page.screenshot({ path: '/work/shots/security/checkout-375.png' });
      expect(covered).toEqual([]);
    },
    STORY_TIMEOUT,
  );
});
