import type { AccessoryOffer } from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, logOut, signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { buildFirstChoicePc } from '../support/configurator';
import { useShop } from '../support/fixtures';
import { fetchAccessories, guestCartIn, serverCart, setStock } from '../support/shop-api';

const shop = useShop();

/** "₹1,23,471" as a number of rupees. */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function addOn(category: AccessoryOffer['category'], index = 0): Promise<AccessoryOffer> {
  const inCategory = (await fetchAccessories(shop.baseURL)).filter(
    (each) => each.category === category && each.stock === 'Y',
  );
  const found = inCategory.at(index);
  if (!found) throw new Error(`No ${category} in stock`);
  return found;
}

/** On /accessories: opens the add-on's category and adds it, waiting for the shop's answer. */
async function addAccessory(page: Page, accessory: AccessoryOffer, answer = 'Item added to cart!') {
  const tabs: Record<string, string> = {
    monitor: 'Monitors',
    keyboard: 'Keyboards',
    mouse: 'Mice',
    headset: 'Headsets',
    simulator: 'Simulators',
  };
  await page.getByRole('tab', { name: tabs[accessory.category] }).click();
  const card = page.getByRole('article', { name: accessory.itemShort, exact: true });
  await card.getByRole('button', { name: `Add ${accessory.itemShort} to cart` }).click();
  await card.getByText(answer).waitFor();
}

const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');

async function cartTotal(page: Page): Promise<number> {
  const summary = page.getByRole('region', { name: 'Cart Summary' });
  return rupees(await summary.locator('.cart-summary-total dd').textContent());
}

async function linePrices(page: Page): Promise<number[]> {
  return (await page.locator('.cart-line-price').allTextContents()).map(rupees);
}

describe('a guest fills a cart and keeps it into the account', () => {
  it('adds a configured PC and two add-ons, keeps them over a reload, signs up, and finds each in the server cart exactly once', async () => {
    const mouse = await addOn('mouse');
    const headset = await addOn('headset');
    const page = await shop.visit('/config');

    // A PC from the configurator.
    await buildFirstChoicePc(page);
    const summary = page.getByRole('region', { name: 'Your PC' });
    await summary.getByText('You save').waitFor();
    await summary.getByRole('button', { name: 'Add To Cart' }).click();
    await summary.getByText('Item added to cart!').waitFor();
    await summary.getByRole('button', { name: 'Add To Cart' }).click();
    await summary.getByText('Item already in cart!').waitFor();

    // Two add-ons.
    await page.goto('/accessories');
    await page.getByRole('heading', { level: 1, name: 'Add-Ons' }).waitFor();
    await addAccessory(page, mouse);
    await addAccessory(page, headset);
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor();

    // The cart screen, before and after a reload.
    await page.getByRole('link', { name: 'Cart, 3 items' }).click();
    await page.getByText('Log in to save your cart', { exact: false }).waitFor();
    await cartLines(page).nth(2).waitFor();
    await page.reload();
    await cartLines(page).nth(2).waitFor();
    expect(await cartLines(page).count()).toBe(3);
    const titles = await page.locator('.cart-line-title').allTextContents();
    expect(titles[0]).toMatch(/^Custom PC \((Elite|Pro|Master) PC\)$/);
    expect(titles.slice(1)).toEqual([mouse.itemShort, headset.itemShort]);
    const prices = await linePrices(page);
    expect(prices.slice(1)).toEqual([mouse.price, headset.price]);
    expect(await cartTotal(page)).toBe(prices.reduce((sum, each) => sum + each, 0));

    // Sign up; verifying the email signs the visitor in, and the guest cart moves to the account.
    const visitor = uniqueVisitor('Kavya', 'Menon');
    await signUpAndVerify(page, shop.baseURL, visitor);
    await expect.poll(() => guestCartIn(page)).toEqual([]);
    const merged = await serverCart(page, shop.baseURL);
    // The server keeps its own order; what matters is each product once, quantity 1.
    const byTitle = (lines: { title: string; qty: number }[]) =>
      lines.map((line) => [line.title, line.qty]).sort();
    expect(byTitle(merged)).toEqual(
      byTitle(
        [titles[0] ?? '', mouse.itemShort, headset.itemShort].map((title) => ({ title, qty: 1 })),
      ),
    );
    await page.goto('/cart');
    await cartLines(page).nth(2).waitFor();
    expect(await page.getByText('Log in to save your cart', { exact: false }).count()).toBe(0);
    expect(await cartTotal(page)).toBe(prices.reduce((sum, each) => sum + each, 0));

    // Logged out, the same mouse goes into a new guest cart; signing in again adds nothing twice.
    await logOut(page);
    await page.goto('/accessories');
    await addAccessory(page, mouse);
    await logIn(page, visitor.email);
    await expect.poll(() => guestCartIn(page)).toEqual([]);
    const again = await serverCart(page, shop.baseURL);
    expect(byTitle(again)).toEqual(byTitle(merged));
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor();
  });
});

describe('a guest who signs in with Google', () => {
  it('finds the guest cart in the account, once', async () => {
    const mouse = await addOn('mouse', 1);
    const page = await shop.visit('/accessories');
    await addAccessory(page, mouse);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await page.waitForURL('**/profile', { timeout: 15_000 });
    await expect.poll(() => guestCartIn(page)).toEqual([]);
    const lines = (await serverCart(page, shop.baseURL)).filter(
      (line) => line.itemShort === mouse.itemShort,
    );
    expect(lines.map((line) => line.qty)).toEqual([1]);
  });
});

describe('stock and checkout rules in the cart', () => {
  it('leaves an out-of-stock add-on out of the total, and asks a guest to log in at checkout', async () => {
    const wheel = await addOn('simulator', -1);
    const keyboard = await addOn('keyboard', -1);
    const page = await shop.visit('/accessories');
    await page.getByRole('article').first().waitFor();
    await expectAccessible(page);
    await addAccessory(page, wheel);
    await addAccessory(page, keyboard);

    await setStock(shop.baseURL, 'accessory', wheel.id, false);
    try {
      await page.goto('/cart');
      const wheelLine = page.getByRole('listitem', { name: wheel.itemShort });
      await wheelLine.getByText('Out of Stock', { exact: true }).waitFor();
      for (const change of ['Decrease', 'Increase']) {
        const button = wheelLine.getByRole('button', {
          name: `${change} quantity of ${wheel.itemShort}`,
        });
        expect(await button.isDisabled()).toBe(true);
      }
      expect(await cartTotal(page)).toBe(keyboard.price);
      await expectAccessible(page);

      // More keyboards raise the total; the wheel still counts for nothing.
      const keyboardLine = page.getByRole('listitem', { name: keyboard.itemShort });
      await keyboardLine
        .getByRole('button', { name: `Increase quantity of ${keyboard.itemShort}` })
        .click();
      await expect.poll(() => cartTotal(page)).toBe(2 * keyboard.price);

      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByText('Kindly login to proceed!').waitFor();
      await page.waitForURL('**/login');

      // The add-ons screen shows the wheel out of stock too (browsing may lag by a second).
      await expect
        .poll(
          async () => {
            await page.goto('/accessories?category=simulator');
            const card = page.getByRole('article', { name: wheel.itemShort, exact: true });
            await card.waitFor();
            return card.getByText('Item Out of Stock!').count();
          },
          { timeout: 10_000 },
        )
        .toBe(1);
    } finally {
      await setStock(shop.baseURL, 'accessory', wheel.id, true);
    }
  });

  it('refuses add-ons bought without a PC', async () => {
    const keyboard = await addOn('keyboard');
    const page = await shop.visit('/');
    await signUpAndVerify(page, shop.baseURL, uniqueVisitor('Rohan', 'Iyer'));
    await page.goto('/accessories');
    await addAccessory(page, keyboard);
    await page.goto('/cart');
    await page.getByRole('listitem', { name: keyboard.itemShort }).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page
      .getByText('Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
  });
});
