import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, giveCoupon, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, numberOf, type StaffBrowser, staffBrowser } from './support';

const HOUR_MS = 60 * 60 * 1000;

describe('cancelling and refunding', () => {
  let testApp: ShopTestApp;
  let signIns = 0;
  // Staff sessions last 12 hours and these tests move the clock by days: each signs in afresh.
  const freshStaff = (): Promise<StaffBrowser> =>
    staffBrowser(testApp, `refunds${++signIns}@rigforge.in`);

  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  const refundsOf = (orderId: string) =>
    testApp.database.db
      .selectFrom('payment_refunds')
      .innerJoin(
        'orders',
        'orders.merchant_transaction_id',
        'payment_refunds.merchant_transaction_id',
      )
      .select(['payment_refunds.status', 'payment_refunds.amount_paise'])
      .where('orders.orderid', '=', orderId)
      .execute();
  const statusOf = async (orderId: string) =>
    (
      await testApp.database.db
        .selectFrom('orders')
        .select('status')
        .where('orderid', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  it('lets the customer cancel within 24 hours: refunded once however often it is pressed', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'cancel@example.in', {
      mice: 1,
    });
    testApp.clock.advance(23 * HOUR_MS);
    const presses = await Promise.all(
      [1, 2, 3].map(() => customer.browser.post('/api/cancelOrder', { orderId: orderIds[0] })),
    );
    for (const press of presses) {
      expect(press.statusCode, press.body).toBe(200);
      expect(press.json().message).toBe('Order cancelled. Your refund is on its way.');
    }
    const again = await customer.browser.post('/api/cancelOrder', { orderId: orderIds[1] });
    expect(again.statusCode).toBe(200);
    expect(await refundsOf(orderIds[0] as string)).toEqual([
      { status: 'COMPLETED', amount_paise: expect.any(Number) },
    ]);
    // The sandbox refunds at once: both orders of the payment are Refunded.
    expect(await statusOf(orderIds[0] as string)).toBe('Refunded');
    expect(await statusOf(orderIds[1] as string)).toBe('Refunded');
    const details = (await customer.browser.post('/api/fetchAllUserDetails', {})).json();
    const timeline = details.orderInfo[0].timeline.map((step: { stage: string }) => step.stage);
    expect(timeline).toEqual(['Confirmed', 'Cancelled', 'Refunded']);
    const mails = await testApp.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'cancel@example.in')
      .execute();
    expect(mails.filter((mail) => mail.subject?.endsWith(': Refunded'))).toHaveLength(2);
  });

  it('refuses the customer after 24 hours, or once the PC is being built', async () => {
    const late = await customerWithOrder(testApp, 'late@example.in');
    testApp.clock.advance(24 * HOUR_MS);
    const refused = await late.customer.browser.post('/api/cancelOrder', {
      orderId: late.orderIds[0],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This order can no longer be cancelled. Kindly raise a ticket from Help & Support.',
      code: 'NOT_CANCELLABLE',
    });

    const staff = await freshStaff();
    const building = await customerWithOrder(testApp, 'building@example.in');
    const orderId = building.orderIds[0] as string;
    for (const [from, to] of [
      ['Confirmed', 'Parts Reserved'],
      ['Parts Reserved', 'Assembly'],
    ]) {
      await staff.browser.post(`/api/admin/orders/${orderId}/move`, { from, to });
    }
    const tooLate = await building.customer.browser.post('/api/cancelOrder', { orderId });
    expect(tooLate.json().code).toBe('NOT_CANCELLABLE');
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("does not cancel another customer's order", async () => {
    const mine = await customerWithOrder(testApp, 'owner-of-order@example.in');
    const other = await customerWithOrder(testApp, 'someone-else@example.in');
    const answer = await other.customer.browser.post('/api/cancelOrder', {
      orderId: mine.orderIds[0],
    });
    expect(answer.statusCode).toBe(404);
    expect(await statusOf(mine.orderIds[0] as string)).toBe('Confirmed');
  });

  it('lets staff cancel before Shipped, with a reason: refunded, the coupon given back, audited', async () => {
    const staff = await freshStaff();
    const { customer, orderIds } = await customerWithOrder(testApp, 'staff-cancel@example.in');
    const orderId = orderIds[0] as string;
    const couponId = await giveCoupon(testApp, customer.userId, {
      value: -500,
      minPurchaseValue: 0,
    });
    await testApp.database.db
      .updateTable('coupons')
      .set({ spent_at: testApp.clock.now() })
      .where('couponid', '=', couponId)
      .execute();
    await testApp.database.db
      .updateTable('payment_transactions')
      .set({ coupon_id: couponId })
      .where('merchant_transaction_id', '=', (eb) =>
        eb.selectFrom('orders').select('merchant_transaction_id').where('orderid', '=', orderId),
      )
      .execute();
    const stale = await staff.browser.post(`/api/admin/orders/${orderId}/cancel`, {
      from: 'Assembly',
      note: 'Customer called',
    });
    expect(stale.json().code).toBe('STAGE_CHANGED');
    const cancelled = await staff.browser.post(`/api/admin/orders/${orderId}/cancel`, {
      from: 'Confirmed',
      note: 'Customer called',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order.status).toBe('Refunded');
    const coupon = await testApp.database.db
      .selectFrom('coupons')
      .select('spent_at')
      .where('couponid', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.spent_at).toBeNull();
    const audit = await testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('subject', '=', `order ${orderId}`)
      .execute();
    expect(audit).toEqual([
      { action: 'order.cancel', after: { status: 'Cancelled', note: 'Customer called' } },
    ]);
  });

  it("names every order of the payment and the whole refund on the order's page, before staff cancel", async () => {
    const staff = await freshStaff();
    const { orderIds } = await customerWithOrder(testApp, 'two-orders@example.in', { mice: 1 });
    const [pcId, mouseId] = orderIds as [string, string];
    const values = await testApp.database.db
      .selectFrom('orders')
      .select(['orderid', 'title', 'value_paise'])
      .where('orderid', 'in', orderIds)
      .execute();
    const rupeesOf = (id: string) =>
      (values.find((row) => row.orderid === id)?.value_paise ?? 0) / 100;
    const titleOf = (id: string) => values.find((row) => row.orderid === id)?.title;

    // Asked about the mouse alone, the answer still names the PC paid with it.
    const page = await staff.browser.get(`/api/admin/orders/${mouseId}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().paymentOrders).toEqual([
      {
        orderid: pcId,
        orderNumber: await numberOf(testApp, pcId),
        title: titleOf(pcId),
        status: 'Confirmed',
        value: rupeesOf(pcId),
      },
      {
        orderid: mouseId,
        orderNumber: await numberOf(testApp, mouseId),
        title: titleOf(mouseId),
        status: 'Confirmed',
        value: rupeesOf(mouseId),
      },
    ]);
    // The refund is the whole payment, platform fee included: more than the orders' values.
    const { paymentRefund } = page.json();
    expect(paymentRefund).toBeGreaterThan(rupeesOf(pcId) + rupeesOf(mouseId));

    const cancelled = await staff.browser.post(`/api/admin/orders/${mouseId}/cancel`, {
      from: 'Confirmed',
      note: 'Customer changed their mind',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().paymentOrders.map((order: { status: string }) => order.status)).toEqual(
      ['Refunded', 'Refunded'],
    );
    expect(await refundsOf(mouseId)).toEqual([
      { status: 'COMPLETED', amount_paise: Math.round(paymentRefund * 100) },
    ]);
  });

  it('asks again for a refund the server stopped before storing: the reconciler refunds it once', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'cut-short@example.in');
    const orderId = orderIds[0] as string;
    const { refunds } = testApp.app.payments;
    const request = refunds.request;
    // The server stops after the cancelling transaction, before the refund is stored.
    refunds.request = async () => {
      throw new Error('the server stopped');
    };
    try {
      const cut = await customer.browser.post('/api/cancelOrder', { orderId });
      expect(cut.statusCode).toBe(500);
    } finally {
      refunds.request = request;
    }
    expect(await statusOf(orderId)).toBe('Cancelled');
    expect(await refundsOf(orderId)).toEqual([]);

    testApp.clock.advance(31_000);
    await testApp.app.reconciler.runOnce();
    expect(await refundsOf(orderId)).toEqual([
      { status: 'COMPLETED', amount_paise: expect.any(Number) },
    ]);
    expect(await statusOf(orderId)).toBe('Refunded');
    // Later passes find the refund and ask for nothing more.
    testApp.clock.advance(120_000);
    await testApp.app.reconciler.runOnce();
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it('asks the provider again for a refund stored but never sent before a restart', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'never-sent@example.in');
    const orderId = orderIds[0] as string;
    const provider = testApp.app.payments.provider;
    if (!provider) throw new Error('the sandbox provider is configured in these tests');
    const refund = provider.refund;
    // The refund is stored, then the server stops before the provider hears of it.
    provider.refund = async () => {
      throw new Error('the server stopped');
    };
    try {
      const cut = await customer.browser.post('/api/cancelOrder', { orderId });
      expect(cut.statusCode).toBe(500);
    } finally {
      provider.refund = refund;
    }
    expect(await refundsOf(orderId)).toEqual([
      { status: 'REQUESTED', amount_paise: expect.any(Number) },
    ]);
    expect(await statusOf(orderId)).toBe('Cancelled');

    // Once its lease runs out, the reconciler looks: the sandbox has no such refund, so it is
    // asked again under the same id, and completes.
    testApp.clock.advance(31_000);
    await testApp.app.reconciler.runOnce();
    expect(await refundsOf(orderId)).toEqual([
      { status: 'COMPLETED', amount_paise: expect.any(Number) },
    ]);
    expect(await statusOf(orderId)).toBe('Refunded');
    const sandboxRefunds = await testApp.database.db
      .selectFrom('sandbox_refunds')
      .innerJoin(
        'orders',
        'orders.merchant_transaction_id',
        'sandbox_refunds.merchant_transaction_id',
      )
      .select('sandbox_refunds.merchant_refund_id')
      .where('orders.orderid', '=', orderId)
      .execute();
    expect(sandboxRefunds).toHaveLength(1);
  });
});
