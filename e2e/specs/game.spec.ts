import { join } from 'node:path';
import {
  allInStock,
  type Catalogue,
  formatInr,
  gameBuildPrice,
  MESSAGES,
  optionsFor,
  paiseToRupees,
  SELECTION_FIELDS,
  type Selection,
  selectField,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { PHONE } from '../support/browser';
import { buildFirstChoicePc } from '../support/configurator';
import { useShop } from '../support/fixtures';
import { advanceShopClock, fetchCatalogue, scriptGameBudgets } from '../support/shop-api';

const shop = useShop();
/** Where pictures of the screens go when a person wants to look at them. */
const SHOTS_DIR = process.env.SHOTS_DIR;

/** The build a player makes by taking the first choice of every field. */
function firstChoices(catalogue: Catalogue): Selection {
  let selection: Selection = {};
  for (const field of SELECTION_FIELDS) {
    const [first] = optionsFor(catalogue, selection, field);
    if (!first) throw new Error(`Nothing to choose for ${field}`);
    selection = selectField(selection, field, first.value);
  }
  return selection;
}

/** Time passes for the shop and for the page alike. */
async function letTimePass(page: Page, ms: number) {
  await advanceShopClock(shop.baseURL, ms);
  await page.clock.fastForward(ms);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

/**
 * The player can read these words where the page stands: on screen, and the topmost thing at
 * their middle (nothing sticky drawn over them).
 */
async function expectInSight(page: Page, words: string) {
  const inSight = await page.getByText(words).evaluate((node) => {
    const box = node.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && top !== null && node.contains(top);
  });
  expect(inSight, `"${words}" in sight`).toBe(true);
}

describe('PC Master Hunt', () => {
  it('a player builds one PC inside the budget and one outside, runs out of time, sees Game Over, ' +
    'plays again, and finds the best score and the leaderboard updated', {
    timeout: 180_000,
  }, async () => {
    // The budgets the shop will hand out: around the first-choice PC's price, then far from it.
    const catalogue = await fetchCatalogue(shop.baseURL);
    const priced = gameBuildPrice(allInStock(catalogue), firstChoices(catalogue));
    if (!('price' in priced)) throw new Error(priced.problem);
    const inside = Math.round(paiseToRupees(priced.price));
    const outside = Math.round(paiseToRupees(priced.price) * 1.5);
    await scriptGameBudgets(shop.baseURL, [inside, outside, inside, inside]);

    const visitor = uniqueVisitor('Vikram', 'Rao');
    const page = await shop.visit('/');
    // Installs the page's clock: from here on the page's time moves when the test says.
    await signUpAndVerify(page, shop.baseURL, visitor);
    await page.goto('/pc-master-game');
    await page.getByRole('heading', { name: 'How to Play' }).waitFor();
    await page.locator('.game-best strong', { hasText: '0' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByTestId('game-time').waitFor();
    expect(await text(page, 'game-time')).toBe('180s');
    expect(await text(page, 'game-score')).toBe('0');
    expect(await text(page, 'game-budget')).toMatch(/^₹[\d,]+ - ₹[\d,]+$/);
    await expectAccessible(page);

    // A PC inside the budget: the pass, its points and the countdown to the next budget.
    await buildFirstChoicePc(page);
    await page.getByText(MESSAGES.game.withinBudget).waitFor();
    await page.getByText(MESSAGES.game.newBudgetCountdown).waitFor();
    await expectInSight(page, MESSAGES.game.withinBudget);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'game-round-wide.png') });
    expect(await text(page, 'game-countdown')).toBe('5');
    expect(await text(page, 'game-score')).toBe('100');
    expect(await text(page, 'your-pc-price')).toBe(formatInr(priced.price));
    // The page's clock runs on with real time too: the count is below 5 a second on.
    await page.clock.fastForward(1_000);
    await page
      .getByTestId('game-countdown')
      .filter({ hasText: /^[1-4]$/ })
      .waitFor();
    await letTimePass(page, 4_100);
    await page.getByText(MESSAGES.game.newBudgetCountdown).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /^1?\s*Processor/, expanded: true }).waitFor();

    // The same PC against a budget far from it, on a phone: the cabinet is chosen at the foot of
    // the list, and the miss and the countdown show there, in the bar above it.
    const desktop = page.viewportSize();
    await page.setViewportSize(PHONE);
    await buildFirstChoicePc(page);
    await page.getByText(MESSAGES.game.outOfBudget).waitFor();
    await page.getByText(MESSAGES.game.newBudgetCountdown).waitFor();
    await expectInSight(page, MESSAGES.game.outOfBudget);
    await expectInSight(page, MESSAGES.game.newBudgetCountdown);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'game-round-375.png') });
    if (desktop) await page.setViewportSize(desktop);
    expect(await text(page, 'game-countdown')).toBe('5');
    expect(await text(page, 'game-score')).toBe('100');

    // 180 s and 20.5 s for the pass: past them, the shop and the page agree the game is over.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await letTimePass(page, 201_000);
    await page.getByRole('heading', { name: 'Game Over' }).waitFor();
    const figures = await page
      .locator('.game-over-figures > div')
      .evaluateAll((nodes) =>
        nodes.map((node) => [
          node.querySelector('dt')?.textContent,
          node.querySelector('dd')?.textContent,
        ]),
      );
    await expectAccessible(page);
    expect(Object.fromEntries(figures)).toEqual({
      'Total PCs built': '2',
      'Successful builds': '1',
      'Failed builds': '1',
      'Highest streak': '1',
      'Final score': '100',
    });
    await page.waitForFunction(() => window.scrollY === 0);
    await page.locator('.game-best strong', { hasText: '100' }).waitFor();
    const mine = page.locator('.game-leaderboard-mine');
    await mine.waitFor();
    expect(await mine.textContent()).toMatch(/^\d+Vikram R\. \(you\)100$/);
    // What Game Over looks like, for the person reviewing it (SHOTS_DIR), wide and on a phone.
    if (SHOTS_DIR) {
      const wide = page.viewportSize();
      await page.screenshot({ path: join(SHOTS_DIR, 'game-over-wide.png'), fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: join(SHOTS_DIR, 'game-over-375.png'), fullPage: true });
      if (wide) await page.setViewportSize(wide);
    }

    // Play Again: time 180, score 0, the build cleared and the first section open.
    await page.getByRole('button', { name: 'Play Again' }).click();
    await page.getByTestId('game-time').waitFor();
    expect(await text(page, 'game-time')).toBe('180s');
    expect(await text(page, 'game-score')).toBe('0');
    expect(await text(page, 'game-budget')).toMatch(/^₹[\d,]+ - ₹[\d,]+$/);
    await page.getByRole('button', { name: /^1?\s*Processor/, expanded: true }).waitFor();
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(0);

    // The PC Master Contest's page shows the same leaderboard.
    await page.goto('/pc-master-contest');
    const contestRow = page.locator('.game-leaderboard-mine');
    await contestRow.waitFor();
    expect(await contestRow.textContent()).toMatch(/Vikram R\. \(you\)100$/);
  });
});
