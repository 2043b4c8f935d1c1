// The staff story's orders (specs/staff.spec.ts): staff move an order through every stage to
// Delivered while the customer follows it, and cancelled orders are refunded.
import { type AccessoryOffer, DELIVERY_PATH } from '@shop/domain';
import { expect } from 'vitest';
import { addAddOnToCart, inStockAddOn } from './add-ons';
import { expectAccessible } from './axe';
import { PHONE } from './browser';
import { orderNumberOf, seedPaidOrder, sessionUserId } from './checkout';
import { waitForOutboxMessage } from './dev-outbox';
import {
  openConsolePage,
  type StaffStory,
  type StoryOrder,
  shoot,
  spillsSideways,
  TABLET,
  WIDE,
  whollyOnScreen,
} from './staff-console';

/** The order on the board, then through every stage to Delivered. */
export async function moveAnOrderToDelivered(
  { staff }: StaffStory,
  { id: orderId, number }: StoryOrder,
) {
  await openConsolePage(staff, 'Orders');
  const card = staff
    .getByRole('region', { name: 'Confirmed' })
    .getByRole('article', { name: number });
  await card.waitFor();
  await shoot(staff, 'orders-board-1366');
  // At 1366 px every column, the last one's name and count too, is on screen without scrolling
  // the page or the board, and the long name wraps inside its card.
  const board = staff.getByRole('region', { name: 'Orders by stage' });
  const lastColumn = staff.getByRole('region', { name: 'Out for Delivery' });
  expect(await spillsSideways(board)).toBeLessThanOrEqual(0);
  expect(await whollyOnScreen(staff, lastColumn.getByRole('heading'))).toBe(true);
  expect(await spillsSideways(card)).toBeLessThanOrEqual(0);
  // Narrower, the board scrolls sideways in a box no taller than the window, so its scrollbar is
  // on screen and the last column is reached without scrolling the page to the board's end.
  await staff.setViewportSize(TABLET);
  await shoot(staff, 'orders-board-820');
  expect(await spillsSideways(board)).toBeGreaterThan(0);
  // Instant: Bootstrap makes the page's own scrolling smooth, which would still be under way.
  await board.evaluate((node) => node.scrollIntoView({ block: 'end', behavior: 'instant' }));
  await expect.poll(() => whollyOnScreen(staff, board)).toBe(true);
  await board.evaluate((node) => node.scrollTo({ left: node.scrollWidth, behavior: 'instant' }));
  await expect.poll(() => whollyOnScreen(staff, lastColumn.getByRole('heading'))).toBe(true);
  await staff.setViewportSize(WIDE);
  await card.getByRole('button', { name: 'Move to Parts Reserved' }).click();
  await staff
    .getByRole('region', { name: 'Parts Reserved' })
    .getByRole('article', { name: number })
    .waitFor();

  await staff.goto(`/admin/orders/${orderId}`);
  for (const stage of DELIVERY_PATH.slice(2)) {
    const move = staff.getByRole('button', { name: `Move to ${stage}` });
    if (stage === 'Stress Test') {
      await staff.getByLabel('Benchmark').fill('3DMark Time Spy');
      await staff.getByLabel('Score').fill('13250');
      await staff.getByLabel('CPU under load (°C)').fill('78');
      await staff.getByLabel('GPU under load (°C)').fill('71');
    }
    if (stage === 'Shipped') {
      await staff.getByLabel('Courier').fill('Blue Dart');
      await staff.getByLabel('AWB number').fill('BD-77120045');
      await staff.getByLabel('Tracking link').fill('https://www.bluedart.com/tracking');
    }
    await move.click();
    await move.waitFor({ state: 'detached' });
    if (stage === 'Shipped') await shoot(staff, 'order-1366');
  }
  await staff.getByRole('heading', { level: 1 }).filter({ hasText: 'Delivered' }).waitFor();
  // The order's own page, with every stage's details filled in.
  await expectAccessible(staff);
}

/** The customer sees the timeline with the shipment, and a mail for every stage. */
export async function customerFollowsTheOrder(
  { shop, customer, visitor }: StaffStory,
  { number }: StoryOrder,
) {
  await customer.goto('/orders');
  const order = customer.getByRole('article', { name: `Order ${number}` });
  const timeline = order.getByRole('list', { name: 'Order progress' });
  await timeline.getByText('Delivered').waitFor();
  expect(await timeline.getByRole('listitem').allTextContents()).toHaveLength(DELIVERY_PATH.length);
  expect(await order.textContent()).toContain('Blue Dart, AWB BD-77120045.');
  await shoot(customer, 'timeline-1366');
  await customer.setViewportSize(PHONE);
  await customer.reload();
  await timeline.getByText('Delivered').waitFor();
  await shoot(customer, 'timeline-375');
  await customer.setViewportSize(WIDE);
  for (const stage of DELIVERY_PATH.slice(1)) {
    await waitForOutboxMessage(shop.baseURL, {
      to: visitor.email,
      channel: 'email',
      matching: (mail) => mail.subject === `Your RigForge order ${number}: ${stage}`,
    });
  }
}

/** A second order, cancelled by the customer within 24 hours, is refunded in the sandbox. */
export async function customerCancelsWithinADay({ shop, customer, visitor }: StaffStory) {
  const secondId = await seedPaidOrder(customer, shop.baseURL);
  const secondNumber = await orderNumberOf(customer, shop.baseURL, secondId);
  await customer.goto('/orders');
  const second = customer.getByRole('article', { name: `Order ${secondNumber}` });
  await second.getByRole('button', { name: 'Cancel Order' }).click();
  await second.getByRole('button', { name: 'Yes, cancel' }).click();
  await second.getByText('Order cancelled. Your refund is on its way.').waitFor();
  await waitForOutboxMessage(shop.baseURL, {
    to: visitor.email,
    channel: 'email',
    matching: (mail) => mail.subject === `Your RigForge order ${secondNumber}: Refunded`,
  });
  await customer.reload();
  await second.getByRole('list', { name: 'Order progress' }).getByText('Refunded').waitFor();
}

/**
 * A PC and a mouse paid for together: staff cancel the PC, and before anything happens the
 * console names the mouse's order too, since the whole payment is refunded. Answers the mouse.
 */
export async function staffCancelAPaymentOfTwoOrders({
  shop,
  customer,
  staff,
  visitor,
}: StaffStory): Promise<AccessoryOffer> {
  const mouse = await inStockAddOn(shop.baseURL, 'mouse');
  await customer.goto('/accessories');
  await addAddOnToCart(customer, mouse);
  await seedPaidOrder(customer, shop.baseURL);
  const paidTogether = await customer.request.post(`${shop.baseURL}/api/fetchAllUserDetails`, {
    headers: { origin: shop.baseURL },
    data: { id: await sessionUserId(customer, shop.baseURL) },
  });
  const { orderInfo } = (await paidTogether.json()) as {
    orderInfo: { orderid: string; orderNumber: string; itemType: string; status: string }[];
  };
  const confirmed = orderInfo.filter((each) => each.status === 'Confirmed');
  const pcId = confirmed.find((each) => each.itemType === 'PC')?.orderid ?? '';
  const mouseNumber = confirmed.find((each) => each.itemType !== 'PC')?.orderNumber ?? '';
  expect([pcId, mouseNumber].every(Boolean), JSON.stringify(confirmed)).toBe(true);
  await staff.goto(`/admin/orders/${pcId}`);
  await staff.getByLabel('Reason').fill('The customer asked by phone to cancel.');
  await staff.getByRole('button', { name: 'Cancel and refund' }).click();
  const cancelling = staff.getByRole('dialog', { name: 'Cancel 2 orders and refund?' });
  await cancelling.getByRole('listitem').filter({ hasText: mouseNumber }).waitFor();
  expect(await cancelling.textContent()).toMatch(/Refund: ₹[\d,]+, the whole payment/);
  await expectAccessible(staff);
  await shoot(staff, 'cancel-dialog-1366');
  await staff.setViewportSize(PHONE);
  await shoot(staff, 'cancel-dialog-375');
  await staff.setViewportSize(WIDE);
  await cancelling.getByRole('button', { name: 'Keep the orders' }).click();
  await cancelling.waitFor({ state: 'detached' });
  await staff.getByRole('button', { name: 'Cancel and refund' }).click();
  await cancelling.getByRole('button', { name: 'Cancel and refund' }).click();
  await staff
    .getByRole('heading', { level: 1 })
    .filter({ hasText: /Cancelled|Refunded/ })
    .waitFor();
  await waitForOutboxMessage(shop.baseURL, {
    to: visitor.email,
    channel: 'email',
    matching: (mail) => mail.subject === `Your RigForge order ${mouseNumber}: Cancelled`,
  });
  return mouse;
}
