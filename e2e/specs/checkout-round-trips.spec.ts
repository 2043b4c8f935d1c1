import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueVisitor } from '../support/accounts';
import { inStockAddOn } from '../support/add-ons';
import { addToServerCart, firstChoiceSelection, signUpReadyToPay } from '../support/checkout';
import { useShop } from '../support/fixtures';

const shop = useShop();
const STORY_TIMEOUT = 150_000;

/** The calls the page makes to the shop's API from now on, in order ("POST /api/pay"). */
function countShopCalls(page: Page, baseURL: string): { calls: string[] } {
  const counted = { calls: [] as string[] };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(baseURL).origin && url.pathname.startsWith('/api/')) {
      counted.calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  return counted;
}

describe('checkout reaches the payment page in two round trips', () => {
  it(
    'with a PC, two add-ons, an address and a coupon: pay is the one request from Proceed to Payment to the sandbox page, checkout and pay the only two from the cart’s Checkout',
    async () => {
      const visitor = uniqueVisitor('Kavya', 'Menon');
      const page = await shop.visit('/');
      await signUpReadyToPay(page, shop.baseURL, visitor);
      const selection = await firstChoiceSelection(shop.baseURL);
      await addToServerCart(page, shop.baseURL, {
        itemType: 'PC',
        item: { selection },
        itemShort: 'First choice PC',
      });
      for (const category of ['mouse', 'keyboard'] as const) {
        const addOn = await inStockAddOn(shop.baseURL, category);
        await addToServerCart(page, shop.baseURL, {
          itemType: category,
          item: { id: addOn.id },
          itemShort: addOn.itemShort,
        });
      }
      await page.goto('/cart');
      const checkoutButton = page.getByRole('button', { name: 'Checkout', exact: true });
      await page
        .getByRole('list', { name: 'Items in your cart' })
        .getByRole('listitem')
        .nth(2)
        .waitFor();

      // Counted from the cart's Checkout: opening checkout, choosing, paying.
      const fromCheckout = countShopCalls(page, shop.baseURL);
      await checkoutButton.click();
      await page.waitForURL('**/checkout');
      const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
      await proceed.waitFor();
      // The EMI estimate shows, its plans having come with the client config the cart page loaded.
      await page
        .getByRole('region', { name: 'Price Details' })
        .getByText(/^EMI from ₹[\d,]+\/month$/)
        .waitFor();
      await page.getByRole('button', { name: /^Home/ }).click();
      await page.getByRole('button', { name: /₹1,000 off/ }).click();
      const coupon = page
        .getByRole('region', { name: 'Price Details' })
        .locator('dt', { hasText: 'Coupon' })
        .locator('xpath=following-sibling::dd[1]');
      await expect.poll(() => coupon.textContent()).toBe('−₹1,000');

      const fromProceed = countShopCalls(page, shop.baseURL);
      await proceed.click();
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Success', exact: true }).waitFor();

      // From Proceed to Payment to the provider's page, at most two requests to the
      // shop. One: pay, which stores the lines it is for itself (no updateCart per line).
      expect(fromProceed.calls.length).toBeLessThanOrEqual(2);
      expect(fromProceed.calls).toEqual(['POST /api/pay']);
      // From the cart's Checkout, at most two: checkout (the cart with its totals for every coupon,
      // so choosing one asks nothing) and pay; the EMI estimate asks nothing of its own.
      expect(fromCheckout.calls.length).toBeLessThanOrEqual(2);
      expect(fromCheckout.calls).toEqual(['POST /api/checkout', 'POST /api/pay']);
    },
    STORY_TIMEOUT,
  );
});
