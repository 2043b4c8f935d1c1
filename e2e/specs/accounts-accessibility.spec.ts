import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SCREENS } from '../support/account-screens';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, sidewaysOverflow } from '../support/browser';
import { waitForOutboxMessage } from '../support/dev-outbox';
import { useShop } from '../support/fixtures';
import { waitUntilShown } from '../support/settle';

const shop = useShop();

const PASSWORD = 'Rig#forge2026';

/** A verified account made through the screens and the emailed link; answers its email. */
async function makeAccount(): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1_000)}`;
  const email = `a11y.${stamp}@example.test`;
  const page = await shop.visit('/register');
  // The browser's clock, so the pending screen's moves need not be waited out in real time.
  await page.clock.install();
  await page.reload();
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill(`8${stamp.slice(-9)}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Retype password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByText('Kindly verify Email...').waitFor();
  await page.clock.fastForward(2_000);
  await page.waitForURL('**/unauthorized');
  const mail = await waitForOutboxMessage(shop.baseURL, { to: email, channel: 'email' });
  await fetch(mail.links.find((link) => link.includes('/api/verify-email')) as string, {
    redirect: 'manual',
  });
  await page.clock.fastForward(5_000);
  await page.waitForURL('**/profile', { timeout: 15_000 });
  return email;
}

async function logIn(email: string, viewport: typeof DESKTOP | typeof PHONE): Promise<Page> {
  const page = await shop.visit('/login', viewport);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/profile');
  await page.getByRole('article', { name: 'Profile details' }).waitFor();
  return page;
}

describe('the account screens are usable with assistive technology', () => {
  it.each(['/register', '/forgotpassword', '/reset-password?token=x'])(
    '%s has no serious or critical violation',
    async (path) => {
      const found: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await shop.look(path, viewport);
        await page.locator('main h1').first().waitFor();
        found.push(...(await seriousViolations(page)));
      }
      expect(found).toEqual([]);
    },
  );

  let email: string | undefined;

  it.each([
    ['1280 px', DESKTOP],
    ['375 px', PHONE],
  ] as const)(
    'has no serious or critical violation on the account area, its drawer and the OTP dialog at %s',
    async (_width, viewport) => {
      email ??= await makeAccount();
      const found: string[] = [];
      {
        const page = await logIn(email, viewport);
        found.push(...(await seriousViolations(page)));
        for (const path of ['/editprofile', '/addresses', '/addaddress', '/coupons']) {
          await page.goto(path);
          await page.locator('main h1').first().waitFor();
          found.push(...(await seriousViolations(page)));
        }
        // Every screen of the account fits the window's width, the phone's included.
        for (const path of [...ACCOUNT_SCREENS, '/cart']) {
          await page.goto(path);
          await page.locator('main h1').first().waitFor();
          if ((await sidewaysOverflow(page)) > 0) found.push(`${path} scrolls sideways`);
        }
        await page.goto('/profile');
        await page.getByRole('button', { name: 'Verify' }).click();
        // Checked once the fade has settled: mid-fade, colours are not the ones visitors see.
        await waitUntilShown(page.getByRole('dialog', { name: 'Verify Phone Number' }));
        found.push(...(await seriousViolations(page)));
        if (viewport === PHONE) {
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'detached' });
          await page.getByRole('button', { name: 'Account menu' }).click();
          await waitUntilShown(page.getByRole('dialog', { name: 'My Account' }));
          found.push(...(await seriousViolations(page)));
        }
      }
      expect(found).toEqual([]);
    },
    // Seven full axe analyses and a sign-up: more than the default minute on a busy machine.
    150_000,
  );
});
