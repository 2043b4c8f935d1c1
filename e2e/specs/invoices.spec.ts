import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { PHONE } from '../support/browser';
import { orderNumberOf, seedPaidOrder, verifyPhone } from '../support/checkout';
import { useShop } from '../support/fixtures';

const shop = useShop();
/** Where pictures of the screen go when a person wants to look at them (SHOTS_DIR). */
const SHOTS_DIR = process.env.SHOTS_DIR;

describe('a buyer keeps a tax invoice', () => {
  it('downloads the GST tax invoice of an order from My Orders, on a desktop and on a phone', async () => {
    const visitor = uniqueVisitor('Kavya', 'Menon');
    const page = await shop.visit('/');
    await signUpAndVerify(page, shop.baseURL, visitor);
    await verifyPhone(page, shop.baseURL, visitor.phone);
    const orderId = await seedPaidOrder(page, shop.baseURL);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/orders');
    const number = await orderNumberOf(page, shop.baseURL, orderId);
    const order = page.getByRole('article', { name: `Order ${number}` });
    const link = order.getByRole('link', { name: 'Download invoice' });
    await link.waitFor();
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'orders-1366.png') });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^RigForge-invoice-RF-\d{2}-\d{2}-\d{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'orders-375.png') });
  }, 150_000);
});
