import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCREENS } from '../support/account-screens';
import { uniqueVisitor } from '../support/accounts';
import { DESKTOP_WIDE, PHONE } from '../support/browser';
import { seedPaidOrder, signUpReadyToPay } from '../support/checkout';
import { buildFirstChoicePc } from '../support/configurator';
import { useShop } from '../support/fixtures';
import { coveredOnScroll } from '../support/overlap';
import { PUBLIC_SCREENS } from '../support/public-screens';
import { pageIdle, scrollPageTo, scrollThroughThePage } from '../support/settle';

const shop = useShop();
const STORY_TIMEOUT = 240_000;
const WIDTHS = [
  ['375 px', PHONE],
  ['1366 px', DESKTOP_WIDE],
] as const;

/** Opens the path in the page, waits until its screen is drawn, and says what is covered on it. */
async function coveredOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  // Read to the end first: a part that waits to come near the screen asks for its data then
  // (docs/decisions/117-lower-parts-hydrate-when-near-the-screen.md).
  await scrollThroughThePage(page);
  // A screen that loads its data shows a spinner until it has it.
  await expect.poll(() => page.locator('.spinner-border:visible').count()).toBe(0);
  await pageIdle(page);
  return (await coveredOnScroll(page)).map((line) => `${path}: ${line}`);
}

describe('nothing floating or sticky covers what a visitor must read or press', () => {
  it('the check finds a button at the end of a page that a floating button covers, until the page keeps room for it', async () => {
    const page = await shop.visit('/', PHONE);
    // Drawn through the DOM, as the shop's content security policy refuses inline styles.
    await page.evaluate(() => {
      const main = document.createElement('main');
      const text = main.appendChild(document.createElement('p'));
      text.style.height = '2000px';
      main.appendChild(document.createElement('button')).textContent = 'Pay ₹100';
      const cover = document.createElement('aside');
      cover.textContent = 'Call';
      Object.assign(cover.style, {
        position: 'fixed',
        bottom: '0',
        height: '60px',
        width: '375px',
      });
      document.body.replaceChildren(main, cover);
    });
    expect(await coveredOnScroll(page)).toEqual([
      'aside "Call" covers button "Pay ₹100" scrolled to the end',
      'aside "Call" covers button "Pay ₹100" scrolled to the start',
    ]);
    await page.evaluate(() => {
      document.documentElement.style.scrollPaddingBottom = '60px';
      document.body.style.paddingBottom = '60px';
    });
    expect(await coveredOnScroll(page)).toEqual([]);
  });

  it.each(WIDTHS)(
    'on every public screen at %s',
    async (_width, viewport) => {
      const page = await shop.look('/', viewport);
      const covered: string[] = [];
      for (const path of PUBLIC_SCREENS) covered.push(...(await coveredOn(page, path)));
      expect(covered).toEqual([]);
    },
    STORY_TIMEOUT,
  );

  it.each(WIDTHS)(
    'on home at %s, the see-through bar frosts as soon as the hero slides under its links',
    async (_width, viewport) => {
      const page = await shop.look('/', viewport);
      await page.locator('main h1').first().waitFor();
      const bar = page.getByTestId('site-navbar');
      const opacity = () =>
        bar.evaluate((element) => {
          const colour = getComputedStyle(element).backgroundColor;
          const alpha = /rgba\(.*,\s*([\d.]+)\)/.exec(colour)?.[1];
          return alpha === undefined ? 1 : Number(alpha);
        });
      expect(await opacity()).toBe(0);
      const height = viewport.height;
      for (const fraction of [0.1, 0.4, 0.7]) {
        await scrollPageTo(page, Math.round(height * fraction));
        expect(await opacity(), `at ${fraction * 100}% of the window`).toBeGreaterThanOrEqual(0.7);
      }
    },
  );

  it.each(WIDTHS)(
    "on every account screen, the configurator's finished summary, the cart and checkout at %s",
    async (_width, viewport) => {
      const visitor = uniqueVisitor('Meera', 'Pillai');
      const page = await shop.visit('/', viewport);
      await signUpReadyToPay(page, shop.baseURL, visitor);
      // An order, so the order cards, their buttons and a ticket's order are on the screens.
      await seedPaidOrder(page, shop.baseURL);
      const covered: string[] = [];
      for (const path of ACCOUNT_SCREENS) covered.push(...(await coveredOn(page, path)));

      await page.goto('/config');
      await buildFirstChoicePc(page);
      const summary = page.getByRole('region', { name: 'Your PC' });
      await summary.getByText('You save').waitFor();
      covered.push(...(await coveredOnScroll(page)).map((line) => `/config built: ${line}`));
      await summary.getByRole('button', { name: 'Add To Cart' }).click();
      await summary.getByText('Item added to cart!').waitFor();
      covered.push(...(await coveredOnScroll(page)).map((line) => `/config added: ${line}`));

      covered.push(...(await coveredOn(page, '/cart')));
      covered.push(...(await coveredOn(page, '/checkout')));
      expect(covered).toEqual([]);
    },
    STORY_TIMEOUT,
  );
});
