import type { Locator, Page } from '@playwright/test';
import {
  CONFIGURATOR_SECTIONS,
  FIELD_LABELS,
  formatInr,
  openEnvelope,
  type Selection,
} from '@shop/domain';
import { PHONE } from '../../support/browser';
import { buildFirstChoicePc, chooseFirst } from '../../support/configurator';
import { expect, type Shop, test } from '../fixtures';
import { expectAccessible } from '../support/axe';

/**
 * A fresh visitor at `path`. The sign-up prompt that logged-out visitors get after 7 s is its own
 * story; marking it seen keeps it from covering the configurator on a slow run.
 */
async function visit(shop: Shop, path: string, viewport?: typeof PHONE): Promise<Page> {
  const page = await shop.visit(path, viewport);
  await page.evaluate(() => window.sessionStorage.setItem('shop.signUpModalSeen', '1'));
  return page;
}

type BuildPrice = { sellingPricePaise: number; struckPricePaise: number; tier: string | null };

/** The accordion header of a section: its accessible name starts with the section's name. */
function sectionHeader(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The shop's own answer for a selection, asked directly (opened if the server sealed it). */
async function serverPrice(shop: Shop, selection: Selection): Promise<BuildPrice> {
  const response = await fetch(`${shop.baseURL}/api/priceBuild`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseURL },
    body: JSON.stringify({ selection }),
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  if (typeof body?.payload !== 'string') return body as BuildPrice;
  const { envelopeKey } = await (await fetch(`${shop.baseURL}/api/client-config`)).json();
  return (await openEnvelope(body.payload, envelopeKey)) as BuildPrice;
}

test.describe('a visitor builds their own PC', () => {
  test('builds a complete PC through all 8 sections and sees the price the server quotes', async ({
    shop,
  }) => {
    const page = await visit(shop, '/config');
    await page.getByRole('heading', { level: 1, name: 'Build Your Own PC' }).waitFor();
    const selection = await buildFirstChoicePc(page);

    const summary = page.getByRole('region', { name: 'Your PC' });
    await summary.waitFor();
    const quoted = await serverPrice(shop, selection);
    expect(quoted.sellingPricePaise).toBeGreaterThan(0);
    await summary.getByText(formatInr(quoted.sellingPricePaise), { exact: true }).waitFor();
    await summary.getByText(formatInr(quoted.struckPricePaise), { exact: true }).waitFor();
    await summary.getByText(quoted.tier ?? '', { exact: true }).waitFor();

    for (const tab of ['Benchmarks', 'Features', 'Overview']) {
      await summary.getByRole('tab', { name: tab }).click();
      await summary.getByRole('tabpanel', { name: tab }).waitFor();
    }
    expect(await summary.getByRole('meter').count()).toBe(0);
    await summary.getByRole('tab', { name: 'Benchmarks' }).click();
    await expect.poll(() => summary.getByRole('meter').count()).toBe(7);
    await expectAccessible(page);
  });

  test('is stopped with an alert when a later section is opened early', async ({ shop }) => {
    const page = await visit(shop, '/config');
    await sectionHeader(page, 'GPU').click();
    const alert = page.getByRole('alert');
    await alert.getByText('Please complete preceding sections first!').waitFor();
    expect(await sectionHeader(page, 'GPU').getAttribute('aria-expanded')).toBe('false');
    await alert.getByRole('button', { name: 'Close alert' }).click();
    await alert.waitFor({ state: 'detached' });

    for (const field of CONFIGURATOR_SECTIONS[0].fields) await chooseFirst(page, field);
    await sectionHeader(page, 'RAM').click();
    await page.getByRole('alert').getByText('Please complete Chipset section first!').waitFor();
  });

  test('shares a link that opens the same build in a fresh browser', async ({ shop }) => {
    const page = await visit(shop, '/config', PHONE);
    const selection = await buildFirstChoicePc(page);
    const summary = page.getByRole('region', { name: 'Your PC' });
    await summary.waitFor();
    const quoted = await serverPrice(shop, selection);
    const price = formatInr(quoted.sellingPricePaise);
    await summary.getByText(price, { exact: true }).waitFor();
    // The Processor section is closed by now, so its select is hidden.
    const processor = await page
      .getByRole('combobox', { name: FIELD_LABELS.processor, exact: true, includeHidden: true })
      .locator('option:checked')
      .textContent();

    await summary.getByRole('button', { name: 'Share' }).click();
    await summary.getByRole('list', { name: 'Share on' }).waitFor();
    const link = await summary.getByRole('textbox', { name: 'Share your build' }).inputValue();
    expect(link).toMatch(new RegExp(`^${shop.baseURL}/builds/[^/]+$`));
    const whatsapp = await summary.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(whatsapp).toContain(encodeURIComponent(link));

    const friend = await visit(shop, new URL(link).pathname);
    await friend
      .getByRole('heading', { level: 1, name: 'Customized with Build Your Own PC Tool' })
      .waitFor();
    await friend
      .getByText(processor ?? '', { exact: true })
      .first()
      .waitFor();
    await friend.getByText(price, { exact: true }).waitFor();
    expect(new URL(friend.url()).pathname).toBe(new URL(link).pathname);
    await expectAccessible(friend);
  });

  test('sends a visitor with a link to an unknown build to the pre-builts', async ({ shop }) => {
    const page = await visit(shop, '/builds/no-such-build');
    await page.waitForURL((url) => url.pathname === '/prebuilts');
  });
});
