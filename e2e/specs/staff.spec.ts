import { DELIVERY_PATH, formatInr } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { signUpAndVerify, uniqueVisitor } from '../support/accounts';
import { addAddOnToCart, inStockAddOn } from '../support/add-ons';
import { expectAccessible } from '../support/axe';
import { PHONE, sidewaysOverflow } from '../support/browser';
import { orderNumberOf, seedPaidOrder, sessionUserId, verifyPhone } from '../support/checkout';
import { expectConsoleFitsAPhone } from '../support/console-on-a-phone';
import { waitForOutboxMessage } from '../support/dev-outbox';
import { useShop } from '../support/fixtures';
import {
  openConsolePage,
  SHOTS_DIR,
  shoot,
  spillsSideways,
  staffSignIn,
  TABLET,
  WIDE,
  whollyOnScreen,
} from '../support/staff-console';

const shop = useShop();

const LEAD_NAME = 'Devika Ramanathan';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('the workshop runs the shop from the staff console', () => {
  it('builds, ships and delivers an order, refunds a cancelled one, reprices a part, answers a ticket, gives a coupon, follows up a lead and sees a download of data', async () => {
    // A customer with a long name and a longer email buys a PC.
    const named = uniqueVisitor('Meera', 'Venkataraghavan');
    const visitor = {
      ...named,
      email: named.email.replace('meera.', 'meera.venkataraghavan.subramaniam.'),
    };
    const customer = await shop.visit('/', WIDE);
    await signUpAndVerify(customer, shop.baseURL, visitor);
    await verifyPhone(customer, shop.baseURL, visitor.phone);
    const orderId = await seedPaidOrder(customer, shop.baseURL);
    const number = await orderNumberOf(customer, shop.baseURL, orderId);

    const staff = await staffSignIn(shop);
    await shoot(staff, 'dashboard-1366');

    // The order on the board, then through every stage to Delivered.
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

    // The customer sees the timeline with the shipment, and a mail for every stage.
    await customer.goto('/orders');
    const order = customer.getByRole('article', { name: `Order ${number}` });
    const timeline = order.getByRole('list', { name: 'Order progress' });
    await timeline.getByText('Delivered').waitFor();
    expect(await timeline.getByRole('listitem').allTextContents()).toHaveLength(
      DELIVERY_PATH.length,
    );
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

    // A second order, cancelled by the customer within 24 hours, is refunded in the sandbox.
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

    // A PC and a mouse paid for together: staff cancel the PC, and before anything happens the
    // console names the mouse's order too, since the whole payment is refunded.
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

    // Staff change an add-on's price: the customer's cart shows it at once.
    await customer.goto('/accessories');
    await addAddOnToCart(customer, mouse);
    const newPrice = mouse.price + 250;
    await openConsolePage(staff, 'Catalogue');
    await staff.getByLabel('Kind').selectOption('accessory');
    await staff.getByPlaceholder('Search by name').fill(mouse.itemShort);
    const price = staff.getByLabel(`Price of ${mouse.itemShort} in rupees`, { exact: true });
    await price.fill(String(newPrice));
    await shoot(staff, 'catalogue-1366');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await customer.goto('/cart');
    await customer
      .getByRole('listitem', { name: mouse.itemShort })
      .getByText(`${formatInr(newPrice * 100)} each`)
      .waitFor();

    // The customer raises a ticket; staff answer it; the customer reads the answer.
    const userId = await sessionUserId(customer, shop.baseURL);
    const raised = await customer.request.post(`${shop.baseURL}/api/support`, {
      headers: { origin: shop.baseURL },
      data: { uid: userId, orderId, issue: 'Please share the stress test report for my PC.' },
    });
    expect(raised.status()).toBe(201);
    await openConsolePage(staff, 'Tickets');
    const ticket = staff.getByRole('article', { name: `Ticket on ${number}` });
    await ticket
      .getByRole('textbox', { name: 'Reply' })
      .fill('Time Spy scored 13250; CPU 78 °C, GPU 71 °C.');
    await ticket.getByRole('button', { name: 'Send reply' }).click();
    await ticket.getByRole('status').waitFor();
    await customer.goto('/tickets');
    await customer
      .getByRole('list', { name: 'Conversation' })
      .getByText('Time Spy scored 13250; CPU 78 °C, GPU 71 °C.')
      .waitFor();

    // Staff make a coupon for this customer, who finds it in My Coupons.
    await openConsolePage(staff, 'Coupons');
    const newCoupon = staff.getByRole('form', { name: 'New coupon' });
    const couponCode = `THANKS${Date.now() % 100_000}`;
    await newCoupon.getByLabel('Code').fill(couponCode);
    await newCoupon.getByLabel('For the customer (email)').fill(visitor.email);
    await newCoupon.getByLabel('Description').fill('Thank you for building with us');
    await newCoupon.getByLabel('Rupees off').fill('500');
    await newCoupon.getByRole('button', { name: 'Create coupon' }).click();
    await newCoupon.getByRole('status').waitFor();
    await staff.getByRole('cell', { name: visitor.email }).waitFor();
    await shoot(staff, 'coupons-1366');
    // A customer's long email wraps in its column; Edit and Expire stay in sight beside it.
    expect(await spillsSideways(staff.getByRole('region', { name: 'Offers table' }))).toBe(0);
    await customer.goto('/coupons');
    await customer.getByText('Thank you for building with us').waitFor();
    // The offer is ended early: the console asks first, naming it.
    await staff.getByRole('button', { name: `Expire ${couponCode}` }).click();
    const expiring = staff.getByRole('dialog', { name: `Expire ${couponCode}?` });
    await expiring.getByRole('button', { name: 'Expire the offer' }).click();
    await staff
      .getByRole('button', { name: `Expire ${couponCode}` })
      .waitFor({ state: 'detached' });

    // A consultation request is followed up: contacted, with a note.
    const booked = await fetch(`${shop.baseURL}/api/consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.baseURL },
      body: JSON.stringify({
        data: {
          name: LEAD_NAME,
          phone: visitor.phone,
          email: visitor.email,
          date: new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10),
          message: 'A quiet workstation for 3D rendering, around 2 lakh.',
        },
      }),
    });
    expect(booked.status).toBe(201);
    await openConsolePage(staff, 'Leads and events');
    const lead = staff.getByRole('row').filter({ hasText: LEAD_NAME });
    await lead.waitFor();
    await shoot(staff, 'leads-1366');
    await lead.getByLabel(`Status of ${LEAD_NAME}`).selectOption('contacted');
    await lead
      .getByLabel(`Note on ${LEAD_NAME}`)
      .fill('Called; visiting the Velachery outlet on Saturday.');
    await lead.getByRole('button', { name: 'Save' }).click();
    await lead.waitFor({ state: 'detached' });
    await staff.getByLabel('Status', { exact: true }).selectOption('contacted');
    expect(await lead.getByLabel(`Note on ${LEAD_NAME}`).inputValue()).toBe(
      'Called; visiting the Velachery outlet on Saturday.',
    );

    // The customer downloads her data, and the admins see the request.
    await customer.goto('/profile');
    const yourData = customer.getByRole('article', { name: 'Your data' });
    await Promise.all([
      customer.waitForEvent('download'),
      yourData.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    await yourData.getByText('Your data has been downloaded.').waitFor();
    await openConsolePage(staff, 'Data rights');
    const request = staff.getByRole('row').filter({ hasText: visitor.email });
    await request.getByRole('cell', { name: 'Download', exact: true }).waitFor();
    await shoot(staff, 'data-rights-1366');

    // An admin adds a colleague, then changes their role and removes them, each asked first.
    await openConsolePage(staff, 'Staff');
    const colleague = `sam.venkataraghavan.subramaniam.${Date.now()}@rigforge.in`;
    const addStaff = staff.getByRole('form', { name: 'Add staff' });
    await addStaff.getByLabel('First name').fill('Sam');
    await addStaff.getByLabel('Last name').fill('Fixer');
    await addStaff.getByLabel('Email').fill(colleague);
    await addStaff.getByRole('button', { name: 'Add staff' }).click();
    await addStaff.getByRole('status').waitFor();
    // What the form says, long email and all, fits a phone.
    await staff.setViewportSize(PHONE);
    expect(await sidewaysOverflow(staff)).toBeLessThanOrEqual(0);
    await staff.setViewportSize(WIDE);
    const role = staff.getByLabel(`Role of ${colleague}`);
    await role.selectOption('admin');
    const promoting = staff.getByRole('dialog', { name: `Make ${colleague} Admin?` });
    await promoting.getByText(`${colleague} goes from Staff to Admin`).waitFor();
    await promoting.getByRole('button', { name: 'Cancel' }).click();
    await promoting.waitFor({ state: 'detached' });
    expect(await role.inputValue()).toBe('staff');
    await role.selectOption('admin');
    await promoting.getByRole('button', { name: 'Make Admin' }).click();
    await expect.poll(() => role.inputValue()).toBe('admin');
    const colleagueRow = staff.getByRole('row').filter({ hasText: colleague });
    await colleagueRow.getByRole('button', { name: 'Remove from staff' }).click();
    const removing = staff.getByRole('dialog', { name: `Remove ${colleague} from staff?` });
    await removing.getByText(`${colleague} can no longer use the console`).waitFor();
    await shoot(staff, 'remove-staff-dialog-1366');
    await staff.setViewportSize(PHONE);
    await shoot(staff, 'remove-staff-dialog-375');
    await staff.setViewportSize(WIDE);
    await removing.getByRole('button', { name: 'Remove from staff' }).click();
    await colleagueRow.waitFor({ state: 'detached' });

    // What the rest of the console looks like, for the person reviewing it.
    if (SHOTS_DIR) {
      for (const [path, name] of [
        ['/admin/audit', 'audit-1366'],
        ['/admin/staff', 'staff-1366'],
      ] as const) {
        await staff.goto(path);
        await staff.getByRole('heading', { level: 1 }).waitFor();
        await staff.waitForLoadState('networkidle');
        await shoot(staff, name);
      }
    }
    // Last, every page of the console on a phone, its tables filled by the story.
    await expectConsoleFitsAPhone(staff, orderId);
  }, 240_000);
});
