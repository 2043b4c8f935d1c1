import { readFile } from 'node:fs/promises';
import { type Catalogue, catalogueSchema, dataExportSchema } from '@shop/domain';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueVisitor } from '../support/accounts';
import { expectAccessible } from '../support/axe';
import { signUpReadyToPay } from '../support/checkout';
import { buildFirstChoicePc } from '../support/configurator';
import { useShop } from '../support/fixtures';

const shop = useShop();
const STORY_TIMEOUT = 180_000;

async function catalogue(): Promise<Catalogue> {
  const response = await fetch(`${shop.baseURL}/api/fetchAllComponents`);
  return catalogueSchema.parse(await response.json());
}

/** Opens an EMI estimate and checks its table: four tenures, 3 months as a no-cost offer. */
async function expectEmiTable(where: Locator) {
  const summary = where.getByText(/^EMI from ₹[\d,.]+\/month$/);
  await summary.click();
  const table = where.getByRole('table', { name: 'EMI estimate by tenure' });
  await table.waitFor();
  const rows = table.getByRole('row');
  expect(await rows.count()).toBe(5);
  const noCost = table.getByRole('row', { name: /^3 months/ });
  await noCost.getByText('No-cost EMI, bank rate 14% a year').waitFor();
  await noCost.getByText(/off upfront, equal to the interest$/).waitFor();
  await where.getByText(/platform fee of ₹/).waitFor();
  await where
    .getByText(/The EMI options of your card on the payment page are the ones that count/)
    .waitFor();
  expect(await where.textContent()).not.toMatch(/\b0\s?% interest/i);
}

describe("India's rules for an online shop", () => {
  it(
    'a customer sees origin, maker and EMI on a part, a pre-built and checkout, downloads their data, erases their account and can no longer sign in',
    async () => {
      const visitor = uniqueVisitor('Kavya', 'Menon');
      const page = await shop.visit('/');
      await signUpReadyToPay(page, shop.baseURL, visitor);
      const parts = await catalogue();

      // /config: the summary states the EMI and where the PC is made; Features names each
      // part's origin, maker and importer.
      await page.goto('/config');
      const selection = await buildFirstChoicePc(page);
      const summary = page.getByRole('region', { name: 'Your PC' });
      await summary.getByText('You save').waitFor();
      await summary.getByText('Inclusive of GST', { exact: false }).first().waitFor();
      await summary.getByText('Assembled in India').waitFor();
      await expectEmiTable(summary);
      const processor = parts.processors.find((each) => each.idcomp === selection.processor);
      await summary.getByRole('tab', { name: 'Features' }).click();
      const features = summary.getByRole('tabpanel', { name: 'Features' });
      const processorFacts = features
        .getByRole('heading', { name: new RegExp(String(processor?.title)) })
        .locator('xpath=..');
      await processorFacts.getByText(String(processor?.facts?.origin), { exact: true }).waitFor();
      await processorFacts.getByText(String(processor?.facts?.maker)).waitFor();
      await processorFacts.getByText(String(processor?.facts?.importer)).waitFor();
      await summary.getByRole('button', { name: 'Add To Cart' }).click();
      await summary.getByText('Item added to cart!').waitFor();

      // A pre-built: assembled in India from parts whose countries are named, with its EMI.
      await page.goto('/prebuilts/gaming/gaming-strike-5060');
      const card = page.getByRole('region', { name: 'Price' });
      await card.getByText('Assembled in India').waitFor();
      await card.getByText(/^Parts made in /).waitFor();
      await expectEmiTable(card);
      await page.getByRole('tab', { name: 'Features' }).click();
      const prebuiltFeatures = page.getByRole('tabpanel', { name: 'Features' });
      await prebuiltFeatures.getByText('Country of origin').first().waitFor();
      await prebuiltFeatures.getByText('Manufacturer').first().waitFor();
      await page.getByRole('link', { name: 'Returns' }).first().waitFor();

      // Checkout: the EMI on the grand total, its platform fee beside it.
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await page.waitForURL('**/checkout');
      const prices = page.getByRole('region', { name: 'Price Details' });
      await prices.getByText('Platform fee (2%)').waitFor();
      await expectEmiTable(prices);
      await expectAccessible(page);

      // My Profile: the download holds the account and its address.
      await page.goto('/profile');
      const yourData = page.getByRole('article', { name: 'Your data' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        yourData.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^rigforge-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = dataExportSchema.parse(
        JSON.parse(await readFile(String(await download.path()), 'utf8')),
      );
      const section = (table: string) => data.sections.find((each) => each.table === table);
      expect(section('users')?.rows[0]).toMatchObject({ email: visitor.email });
      expect(section('addresses')?.rows.length).toBe(1);
      expect(section('cart_items')?.rows.length).toBe(1);
      await yourData.getByText('Your data has been downloaded.').waitFor();
      await expectAccessible(page);

      // Erasure: the email typed again, then signed out and sent home.
      await yourData.getByRole('button', { name: 'Erase my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Erase your account?' });
      await dialog.getByLabel('Type your email address to confirm').fill(visitor.email);
      await dialog.getByRole('button', { name: 'Erase my account' }).click();
      await dialog
        .getByText('Your account has been erased. Thank you for shopping with RigForge.')
        .waitFor();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

      // The old email and password no longer sign in.
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(visitor.email);
      await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByText('Incorrect email or password. Please try again.').waitFor();
    },
    STORY_TIMEOUT,
  );
});
