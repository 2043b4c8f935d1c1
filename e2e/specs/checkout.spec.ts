import { couponMinimumMessage, formatInr } from '@shop/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { addAddOnToCart, inStockAddOn } from '../support/add-ons';
import { expectAccessible } from '../support/axe';
import {
  addAddress,
  orderNumberOf,
  otpFromOutbox,
  seedPaidOrder,
  signUpReadyToPay,
  verifyPhone,
} from '../support/checkout';
import { buildFirstChoicePc } from '../support/configurator';
import { useShop } from '../support/fixtures';
import { serverCart } from '../support/shop-api';

const shop = useShop();
const STORY_TIMEOUT = 150_000;

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Price Details' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');

/** On /config: the first choice of everything, then Add To Cart. */
async function addFirstChoicePc(page: Page): Promise<void> {
  await page.goto('/config');
  await buildFirstChoicePc(page);
  const summary = page.getByRole('region', { name: 'Your PC' });
  await summary.getByText('You save').waitFor();
  await summary.getByRole('button', { name: 'Add To Cart' }).click();
  await summary.getByText('Item added to cart!').waitFor();
}

/** From the cart's Checkout button to a ready checkout screen. */
async function goToCheckout(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.waitForURL('**/checkout');
  await heading(page, 'Checkout').waitFor();
  await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
}

describe('a shopper pays and finds the order', () => {
  it(
    'with a verified phone, builds a PC, adds an add-on, checks out with an address and a coupon, pays in the sandbox and sees the order on /orders',
    async () => {
      const visitor = uniqueVisitor('Arjun', 'Iyer');
      const page = await shop.visit('/');
      await signUpReadyToPay(page, shop.baseURL, visitor);
      const mouse = await inStockAddOn(shop.baseURL, 'mouse');

      // A PC and an add-on in the cart.
      await addFirstChoicePc(page);
      await page.goto('/accessories');
      await addAddOnToCart(page, mouse);
      await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
      await goToCheckout(page);

      // The order summary: the PC and the mouse.
      const lines = page.getByRole('list', { name: 'Items in this order' }).getByRole('listitem');
      await lines.nth(1).waitFor();
      expect(await lines.count()).toBe(2);
      await page.getByRole('listitem', { name: mouse.itemShort }).waitFor();
      expect(await figure(page, 'Add-ons subtotal').textContent()).toBe(
        formatInr(mouse.price * 100),
      );

      // The ₹2,500 coupon asks for PCs worth ₹1,20,000: refused. The ₹1,000 one applies.
      await page.getByRole('button', { name: /₹2,500 off/ }).click();
      await page.getByText(couponMinimumMessage(120_000)).waitFor();
      expect(
        await page.getByRole('button', { name: /₹2,500 off/ }).getAttribute('aria-pressed'),
      ).toBe('false');
      await page.getByRole('button', { name: /₹1,000 off/ }).click();
      await page.getByRole('button', { name: /^Home/ }).click();
      await expect.poll(() => figure(page, 'Coupon').textContent()).toBe('−₹1,000');
      const grandTotal = (await figure(page, 'Grand Total').textContent()) ?? '';
      await expectAccessible(page);

      // The sandbox page asks for the grand total; Success comes back to the shop.
      await page.getByRole('button', { name: 'Proceed to Payment' }).click();
      await page.waitForURL('**/payment/sandbox/**');
      expect(await page.locator('.amount').textContent()).toBe(grandTotal);
      await page.getByRole('button', { name: 'Success', exact: true }).click();
      await heading(page, 'Payment Success!').waitFor();
      await page.getByText('Order Confirmed.').waitFor();

      // My Orders, 3 s later: one card per item, numbered OD-XXXX-XXXX
      await page.waitForURL('**/orders', { timeout: 10_000 });
      const orders = page.getByRole('article', {
        name: /^Order OD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      });
      await orders.nth(1).waitFor();
      expect(await orders.count()).toBe(2);
      const pcOrder = orders.filter({ has: page.getByRole('button', { name: 'PC Info' }) });
      // The status badge, and the same stage marked current on the order's timeline.
      await pcOrder.locator('.order-status', { hasText: 'Confirmed' }).waitFor();
      const current = pcOrder
        .getByRole('list', { name: 'Order progress' })
        .locator('[aria-current="step"]');
      expect(await current.locator('.order-timeline-stage').textContent()).toBe('Confirmed');
      await pcOrder.getByText('12 Anna Salai, Chennai, Tamil Nadu, 600042').waitFor();
      await pcOrder.getByRole('button', { name: 'PC Info' }).click();
      const spec = page.getByRole('dialog', { name: 'PC Specification' });
      await spec.getByRole('tab', { name: 'Benchmarks' }).click();
      await spec.getByRole('tabpanel', { name: 'Benchmarks' }).waitFor();
      await spec.getByRole('button', { name: 'Close' }).click();
      await spec.waitFor({ state: 'hidden' });
      await expectAccessible(page);

      // Counted once, and the paid cart is empty.
      const purchases = await page.evaluate(() => {
        const layer = (window as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
        return layer.filter((each) => each.event === 'purchase_completed').length;
      });
      expect(purchases).toBe(1);
      expect(await serverCart(page, shop.baseURL)).toEqual([]);
      await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();
    },
    STORY_TIMEOUT,
  );
});

describe('a payment that fails', () => {
  it(
    'is asked for an address and a verified phone first, and after a failed payment goes back to the cart with the cart intact',
    async () => {
      const visitor = uniqueVisitor('Meera', 'Pillai');
      const page = await shop.visit('/');
      await signUpAndVerify(page, shop.baseURL, visitor);
      await addAddress(page, shop.baseURL);
      await addFirstChoicePc(page);
      const cartBefore = await serverCart(page, shop.baseURL);
      await goToCheckout(page);

      const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
      await proceed.click();
      await page.getByText('Please Select Delivery Address!').waitFor();
      await page.getByRole('button', { name: /^Home/ }).click();
      await expect.poll(() => proceed.isEnabled(), { timeout: 5_000 }).toBe(true);

      // An unverified phone: the Verify Phone Number dialog, right here.
      await proceed.click();
      const dialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
      await dialog.getByRole('button', { name: 'Send OTP' }).click();
      await dialog.getByText('Resend OTP in').waitFor();
      await dialog.getByLabel('OTP').fill(await otpFromOutbox(shop.baseURL, visitor.phone));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await dialog.getByText('OTP Verified').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await proceed.click();
      await page.waitForURL('**/payment/sandbox/**');
      await page.getByRole('button', { name: 'Failure' }).click();
      await heading(page, 'Payment Failed!').waitFor();
      await page.getByText('Please try again.').waitFor();
      await page.getByText('Redirecting to cart...').waitFor();
      await page.waitForURL('**/cart', { timeout: 10_000 });

      await heading(page, 'My Cart').waitFor();
      const cartLines = page
        .getByRole('list', { name: 'Items in your cart' })
        .getByRole('listitem');
      await cartLines.first().waitFor();
      expect(await cartLines.count()).toBe(1);
      const cartAfter = await serverCart(page, shop.baseURL);
      const essentials = (cart: typeof cartBefore) =>
        cart.map(({ itemid, title, qty, updatedPrice }) => ({ itemid, title, qty, updatedPrice }));
      expect(essentials(cartAfter)).toEqual(essentials(cartBefore));
    },
    STORY_TIMEOUT,
  );
});

describe('a shopper asks for help with an order', () => {
  it(
    'raises a ticket from My Orders, edits it and deletes it',
    async () => {
      const visitor = uniqueVisitor('Farhan', 'Sheikh');
      const page = await shop.visit('/');
      await signUpAndVerify(page, shop.baseURL, visitor);
      await verifyPhone(page, shop.baseURL, visitor.phone);
      const orderId = await seedPaidOrder(page, shop.baseURL);
      const orderNumber = await orderNumberOf(page, shop.baseURL, orderId);

      await page.goto('/orders');
      const order = page.getByRole('article', { name: `Order ${orderNumber}` });
      await order.getByRole('button', { name: 'Help & Support' }).click();
      const raise = page.getByRole('dialog', { name: 'Raise A Ticket' });
      await raise.getByText(orderNumber).waitFor();
      await raise.getByRole('button', { name: 'Raise Ticket' }).click();
      await raise.getByText('Please describe the issue!').waitFor();
      await raise.getByLabel('Describe the issue').fill('The PC does not power on after unboxing.');
      await raise.getByText('40/300').waitFor();
      await raise.getByRole('button', { name: 'Raise Ticket' }).click();
      await raise.getByText('Issue Raised! Redirecting to support section...').waitFor();
      await page.waitForURL('**/tickets', { timeout: 10_000 });

      const ticket = page.getByRole('article', { name: `Ticket for ${orderNumber}` });
      await ticket.getByText('The PC does not power on after unboxing.').waitFor();
      await ticket.getByRole('button', { name: `Edit ticket for ${orderNumber}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Ticket' });
      await edit.getByLabel('Describe the issue').fill('It powers on now, but the fans are loud.');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.getByText('Ticket Edited!').waitFor();
      await edit.waitFor({ state: 'hidden' });
      await ticket.getByText('It powers on now, but the fans are loud.').waitFor();
      await expectAccessible(page);

      await ticket.getByRole('button', { name: `Delete ticket for ${orderNumber}` }).click();
      await page.getByText('No Tickets Found!').waitFor();
    },
    STORY_TIMEOUT,
  );
});
