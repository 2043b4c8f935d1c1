import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { addAddOnToCart, inStockAddOn } from '../support/add-ons';
import { PHONE } from '../support/browser';
import { orderNumberOf, seedPaidOrder, verifyPhone } from '../support/checkout';
import { useShop } from '../support/fixtures';

const shop = useShop();
/** Where pictures of the screen go when a person wants to look at them (SHOTS_DIR). */
const SHOTS_DIR = process.env.SHOTS_DIR;

describe('after paying', () => {
  it('cancels one of two orders paid together: told in advance, both cancelled, one refund with its credit note', async () => {
    const visitor = uniqueVisitor('Meera', 'Iyer');
    const page = await shop.visit('/');
    await signUpAndVerify(page, shop.baseURL, visitor);
    await verifyPhone(page, shop.baseURL, visitor.phone);
    await page.goto('/accessories');
    await addAddOnToCart(page, await inStockAddOn(shop.baseURL, 'mouse'));
    const pcOrderId = await seedPaidOrder(page, shop.baseURL);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/orders');
    const cards = page.getByRole('article', { name: /^Order OD-/ });
    await expect.poll(() => cards.count()).toBe(2);
    const pcNumber = await orderNumberOf(page, shop.baseURL, pcOrderId);
    const pc = page.getByRole('article', { name: `Order ${pcNumber}` });
    await pc.getByText('Amount Paid').waitFor();
    expect(await pc.getByText('for 2 orders, platform fee included').count()).toBe(1);

    await pc.getByRole('button', { name: 'Cancel Order' }).click();
    await pc.getByText(/^These orders were paid together and are cancelled together: /).waitFor();
    const refundWords = pc.getByText(
      /^₹[\d,]+(\.\d\d)? will be refunded to your original payment method in 5-7 business days\.$/,
    );
    await refundWords.waitFor();
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'cancel-preview-1366.png') });
    await pc.getByRole('button', { name: 'Yes, cancel' }).click();
    await pc.getByText('Order cancelled. Your refund is on its way.').waitFor();

    // Both orders are cancelled (the sandbox refunds at once): one refund, shown on each.
    await page.goto('/orders');
    for (let index = 0; index < 2; index++) {
      const card = cards.nth(index);
      await card.getByRole('region', { name: 'Refund' }).waitFor();
      await card.getByText(/^Refunded: ₹/).waitFor();
      await card.getByText('Reaches your account').waitFor();
      await card.getByText('Refund reference').waitFor();
      await card.getByRole('link', { name: 'Download credit note' }).waitFor();
      await card.getByRole('link', { name: 'Download invoice' }).waitFor();
      expect(await card.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    }
    const amounts = await page.getByText(/^Refunded: ₹/).allTextContents();
    expect(new Set(amounts).size).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pc.getByRole('link', { name: 'Download credit note' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^RigForge-credit-note-CN-\d{2}-\d{2}-\d{6}\.pdf$/,
    );
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'refunded-1366.png') });
    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    await pc.getByRole('region', { name: 'Refund' }).scrollIntoViewIfNeeded();
    if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, 'refunded-375.png') });
  }, 180_000);

  it('shows a refunded order its refund (amount, date started, arrival, reference) and offers the credit note PDF beside the invoice', async () => {
    const visitor = uniqueVisitor('Kabir', 'Sethi');
    const page = await shop.visit('/');
    await signUpAndVerify(page, shop.baseURL, visitor);
    await verifyPhone(page, shop.baseURL, visitor.phone);
    const orderId = await seedPaidOrder(page, shop.baseURL);

    await page.goto('/orders');
    const number = await orderNumberOf(page, shop.baseURL, orderId);
    const card = page.getByRole('article', { name: `Order ${number}` });
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const told = await card
      .getByText(/^₹[\d,]+(\.\d\d)? will be refunded to your original payment method/)
      .textContent();
    const amount = told?.split(' ')[0] ?? '';
    await card.getByRole('button', { name: 'Yes, cancel' }).click();
    await card.getByText('Order cancelled. Your refund is on its way.').waitFor();

    await page.goto('/orders');
    const refund = card.getByRole('region', { name: 'Refund' });
    await refund.getByText(`Refunded: ${amount}`, { exact: true }).waitFor();
    const fact = (term: string) =>
      refund.locator('div', { has: page.getByText(term) }).locator('dd');
    const year = String(new Date().getFullYear());
    expect(await fact('Started on').textContent()).toContain(year);
    expect(await fact('Reaches your account').textContent()).toMatch(
      /^In 5-7 business days: .+ to .+$/,
    );
    expect((await fact('Refund reference').textContent())?.trim()).not.toBe('');

    // Both documents are offered, and each answers a PDF.
    for (const name of ['Download invoice', 'Download credit note']) {
      const href = await card.getByRole('link', { name }).getAttribute('href');
      const answer = await page.request.get(`${shop.baseURL}${href}`);
      expect(answer.status(), name).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    if (SHOTS_DIR) await refund.screenshot({ path: join(SHOTS_DIR, 'refund-facts-1366.png') });
  }, 60_000);
});
