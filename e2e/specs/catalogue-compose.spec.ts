import { SELECTION_FIELDS } from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { uniqueVisitor } from '../support/accounts';
import { PHONE, sidewaysOverflow } from '../support/browser';
import { signUpReadyToPay } from '../support/checkout';
import { chooseFirst } from '../support/configurator';
import { useShop } from '../support/fixtures';
import { shoot, staffSignIn, WIDE } from '../support/staff-console';

const shop = useShop();
const STORY_TIMEOUT = 240_000;

/** A card the shop has never sold, as staff type it into the console. */
const CARD = {
  Idgpu: 'zotac-rtx-5060-ti-twin-edge-16g-2026',
  Gpubrand: 'NVIDIA',
  Gpumodel: 'ZOTAC GAMING GeForce RTX 5060 Ti Twin Edge 16GB',
  Length: '229',
  Price: '52999',
  Maxtdp: '180',
  Features: '16 GB GDDR7; 4608 CUDA cores; DLSS 4',
  'Benchmarks · Timespy': '14900',
  'Benchmarks · Heaven': '5400',
  Displayout: 'HDMI 2.1b; DisplayPort 2.1b; DisplayPort 2.1b; DisplayPort 2.1b',
  Warranty: '3',
  'Facts · Maker': 'ZOTAC Technology Ltd., Hong Kong',
  'Facts · Importer': 'Zotac India Pvt. Ltd., Mumbai, Maharashtra',
};
const MACHINE = {
  id: 'gaming-strike-5060-ti-2026',
  name: 'Strike 5060 Ti 2026',
  photo: 'Strike 5060 Ti 2026 from the front',
};

/** A photo drawn by the browser itself, as the file staff would pick: a PNG of 1200 x 900 px. */
async function drawnPhoto(page: Page, colour: string): Promise<Buffer> {
  const png = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = fill;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#111';
    context.fillRect(380, 120, 440, 660);
    return canvas.toDataURL('image/png').split(',')[1] as string;
  }, colour);
  return Buffer.from(png, 'base64');
}

/** On an item's console page: uploads a photo saying what it shows, then puts the item on sale. */
async function photographAndPublish(staff: Page, path: string, alt: string, colour: string) {
  await staff.goto(`${shop.baseURL}${path}`);
  await staff.getByText(/No photos yet/).waitFor();
  await staff.getByLabel(/^Photo \(JPEG/).setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: await drawnPhoto(staff, colour),
  });
  await staff.getByLabel('What it shows').fill(alt);
  await staff.getByRole('button', { name: 'Upload photo' }).click();
  await staff.getByText('Photo added.').waitFor();
  await staff.getByRole('button', { name: 'Publish' }).click();
  await staff.getByText('Published: it is on sale.').waitFor();
}

describe('a new pre-built, from the console to a customer', () => {
  it(
    'staff add a GPU with a photo, compose a gaming pre-built with it and publish both; a customer finds it at its tier in the finder, sees its photo and buys it',
    async () => {
      const staff = await staffSignIn(shop, inject('staffComposer'));
      await staff.setViewportSize(WIDE);

      // The card, typed into the form drawn from its schema, with a photo, then on sale.
      await staff.goto(`${shop.baseURL}/admin/catalogue/new`);
      for (const [label, value] of Object.entries(CARD)) {
        await staff.getByLabel(label, { exact: true }).fill(value);
      }
      await staff.getByLabel('Facts · Origin', { exact: true }).selectOption('China');
      await staff.getByRole('button', { name: 'Save as new item' }).click();
      await staff.getByText(`Saved gpu ${CARD.Idgpu}, not yet published.`).waitFor();
      await photographAndPublish(
        staff,
        `/admin/catalogue/items/gpu/${CARD.Idgpu}`,
        'The card from above',
        '#1f6f3f',
      );

      // The machine, composed with the configurator's accordion around the new card.
      await staff.goto(`${shop.baseURL}/admin/catalogue/new`);
      await staff.getByLabel('Kind', { exact: true }).selectOption('prebuilt');
      await staff.getByLabel('Id', { exact: true }).fill(MACHINE.id);
      await staff.getByLabel('Use case', { exact: true }).selectOption('gaming');
      await staff.getByLabel('Name', { exact: true }).fill(MACHINE.name);
      await staff
        .getByLabel('Description', { exact: true })
        .fill('The new RTX 5060 Ti with 16 GB, for 1440p gaming.');
      const wanted: Record<string, string> = {
        gpuType: 'Dedicated',
        gpuBrand: CARD.Gpubrand,
        gpuModel: CARD.Idgpu,
      };
      const parts = staff.getByRole('region', { name: 'Parts' });
      for (const field of SELECTION_FIELDS) {
        await chooseFirst(staff, field, wanted[field]);
      }
      const quote = parts.getByText(/ from its parts · (Elite|Pro|Master) PC$/);
      await quote.waitFor();
      const [, price, tier] = /^(₹[\d,]+) from its parts · (.+)$/.exec(
        (await quote.textContent()) ?? '',
      ) as RegExpExecArray;
      await shoot(staff, 'compose-prebuilt-1366');
      await staff.getByRole('button', { name: 'Save as new item' }).click();
      await staff.getByText(`Saved prebuilt ${MACHINE.id}, not yet published.`).waitFor();
      await photographAndPublish(
        staff,
        `/admin/catalogue/items/prebuilt/${MACHINE.id}`,
        MACHINE.photo,
        '#2a4db0',
      );

      // On a phone the item's page, its photos and the composer fit the screen's width.
      await staff.setViewportSize(PHONE);
      await staff.goto(`${shop.baseURL}/admin/catalogue/items/prebuilt/${MACHINE.id}`);
      await staff.getByRole('img', { name: MACHINE.photo }).waitFor();
      expect(await sidewaysOverflow(staff)).toBe(0);
      await shoot(staff, 'prebuilt-item-375');
      await staff.goto(`${shop.baseURL}/admin/catalogue/new`);
      await staff.getByLabel('Kind', { exact: true }).selectOption('prebuilt');
      await staff.getByRole('region', { name: 'Parts' }).waitFor();
      expect(await sidewaysOverflow(staff)).toBe(0);
      await shoot(staff, 'compose-prebuilt-375');

      // A customer looks for a gaming PC near its price and finds it, at its tier, with its photo.
      const customer = uniqueVisitor('Rohan', 'Iyer');
      const page = await shop.visit('/', PHONE);
      await signUpReadyToPay(page, shop.baseURL, customer);
      const rupees = Number(price?.replace(/[₹,]/g, ''));
      const budget = String(Math.round(rupees / 5_000) * 5_000);
      await page.goto('/prebuilts');
      await page.getByRole('slider', { name: 'Budget' }).fill(budget);
      await page.getByRole('button', { name: 'Find My PC' }).click();
      const results = page.getByRole('list', { name: 'Matching pre-built PCs' });
      const card = results.getByRole('article').filter({
        has: page.getByRole('heading', { level: 3, name: MACHINE.name }),
      });
      await card.waitFor();
      await card.getByText(tier as string, { exact: true }).waitFor();
      const photo = card.getByRole('img', { name: MACHINE.photo });
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await shoot(page, 'new-prebuilt-in-finder-375');

      await card.getByRole('link', { name: `View Details of ${MACHINE.name}` }).click();
      await page.getByRole('heading', { level: 1, name: MACHINE.name }).waitFor();
      await page
        .getByText(price as string)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Add To Cart' }).click();
      await page.getByText('Item added to cart!').waitFor();
      await page.goto('/cart');
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      await page.waitForURL('**/checkout');
      await page.getByRole('button', { name: /^Home/ }).click();
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Success', exact: true }).click();
      await page.getByRole('heading', { name: 'Payment Success!' }).waitFor();
      await page.waitForURL('**/orders', { timeout: 10_000 });
      await page
        .getByRole('article', { name: /^Order OD-/ })
        .getByRole('heading', { name: `${MACHINE.name} (${tier})` })
        .waitFor();
    },
    STORY_TIMEOUT,
  );
});
