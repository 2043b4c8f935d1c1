import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from '../support/browser';
import { useShop } from '../support/fixtures';

const shop = useShop();

const modal = (page: Page) => page.getByRole('dialog', { name: 'Join RigForge' });

describe('the sign-up modal asks logged-out visitors to join', () => {
  it('opens 7 s after load, links to /login, and does not open again in the same session', async () => {
    const page = await shop.visit('/', PHONE, { signUpModal: true });
    await page.waitForTimeout(6_000);
    expect(await modal(page).count()).toBe(0);
    await modal(page).waitFor({ timeout: 3_000 });
    await modal(page).getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL('**/login');
    await modal(page).waitFor({ state: 'detached' });

    await page.goto('/accessories');
    await page.waitForTimeout(8_000);
    expect(await modal(page).count()).toBe(0);
  });

  it('stays out of the way of the other browser stories', async () => {
    const page = await shop.visit('/');
    await page.waitForTimeout(7_500);
    expect(await modal(page).count()).toBe(0);
  });
});
