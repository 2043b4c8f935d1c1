// The staff console as the e2e stories drive it: the admin's sign-in with an authenticator code, its
// menu, the order numbers it shows, and pictures of its screens for a person reviewing them; and who
// the staff story follows (its steps are in staff-story-*.ts).
import { join } from 'node:path';
import { generate } from 'otplib';
import type { Locator, Page } from 'playwright-core';
import type { TestVisitor } from './accounts';
import { expectAccessible } from './axe';
import type { useShop } from './fixtures';

type Shop = ReturnType<typeof useShop>;

/** Where pictures of the screens go when a person wants to look at them (SHOTS_DIR). */
export const SHOTS_DIR = process.env.SHOTS_DIR;
export const WIDE = { width: 1366, height: 900 };
export const TABLET = { width: 820, height: 1180 };

/**
 * A full-page picture of the screen, only when SHOTS_DIR asks for them. Transitions are finished
 * first, so a dialog that has just opened is pictured as it settles, not half faded in.
 */
export async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  const path = join(SHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
}

/** A code of the authenticator on the shop's clock (other stories may have moved it on). */
async function totpCode(shop: Shop, secret: string): Promise<string> {
  const response = await fetch(`${shop.baseURL}/api/dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseURL },
    body: JSON.stringify({ advanceMs: 0 }),
  });
  const { now } = (await response.json()) as { now: string };
  return generate({ secret, epoch: Math.floor(Date.parse(now) / 1000) });
}

/**
 * The console's admin (or another member) signs in at /admin/login: password, then enrolment with
 * a TOTP code.
 */
export async function staffSignIn(shop: Shop, admin = shop.staffAdmin): Promise<Page> {
  const page = await shop.visit('/admin/login', WIDE);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  await shoot(page, 'sign-in-1366');
  await expectAccessible(page);
  await page.getByLabel('Code').fill(await totpCode(shop, secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('list', { name: 'Recovery codes' }).waitFor();
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return page;
}

/** Whether all of an element lies inside the window as it is scrolled now, no part cut off. */
export async function whollyOnScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const window = page.viewportSize();
  if (!box || !window) return false;
  // Layout lands on fractions of a pixel (a box 0.14 px past the edge was seen): within one is on.
  const EDGE = 1;
  return (
    box.x >= -EDGE &&
    box.y >= -EDGE &&
    box.x + box.width <= window.width + EDGE &&
    box.y + box.height <= window.height + EDGE
  );
}

/** How far an element's content reaches past its own width: above 0, it spills out. */
export function spillsSideways(element: Locator): Promise<number> {
  return element.evaluate((node) => node.scrollWidth - node.clientWidth);
}

/** Opens a page of the console from its menu. */
export async function openConsolePage(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();
}

/** Every page of the console's menu. */
export const CONSOLE_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/catalogue',
  '/admin/tickets',
  '/admin/coupons',
  '/admin/leads',
  '/admin/staff',
  '/admin/audit',
  '/admin/data-rights',
];

/** Who the staff story follows: the customer in her browser, and the staff member in the console. */
export type StaffStory = { shop: Shop; customer: Page; staff: Page; visitor: TestVisitor };

/** One of the customer's orders, by its id and the number she and staff see. */
export type StoryOrder = { id: string; number: string };
