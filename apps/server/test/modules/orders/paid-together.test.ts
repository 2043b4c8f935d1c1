import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../accounts/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { customerWithOrder } from '../staff/support';

type Listed = {
  orderid: string;
  cancellable: boolean;
  paidPaise: number;
  paidTogether: { orderid: string }[];
  refund: null | {
    amountPaise: number;
    status: string;
    startedAt: string;
    expectedFrom: string;
    expectedBy: string;
    reference: string;
  };
  creditNote: boolean;
};

describe('orders paid together, as the customer sees them', () => {
  let testApp: ShopTestApp;
  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  const listed = async (browser: Browser) =>
    ((await browser.post('/api/fetchAllUserDetails', {})).json() as { orderInfo: Listed[] })
      .orderInfo;
  const paymentOf = async (orderId: string) =>
    testApp.database.db
      .selectFrom('payment_transactions')
      .innerJoin(
        'orders',
        'orders.merchant_transaction_id',
        'payment_transactions.merchant_transaction_id',
      )
      .select(['payment_transactions.amount_paise', 'payment_transactions.paid_amount_paise'])
      .where('orders.orderid', '=', orderId)
      .executeTakeFirstOrThrow();

  it('shows each order what the payment took and which orders were paid with it', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'together@example.in', {
      mice: 1,
    });
    const payment = await paymentOf(orderIds[0] as string);
    const orders = await listed(customer.browser);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.paidPaise).toBe(payment.paid_amount_paise ?? payment.amount_paise);
      expect(order.paidTogether.map((other) => other.orderid)).toEqual(
        orderIds.filter((id) => id !== order.orderid),
      );
      expect(order.cancellable).toBe(true);
      expect(order.refund).toBeNull();
      expect(order.creditNote).toBe(false);
    }
  });

  it('does not offer Cancel on an order whose partner can no longer be cancelled', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'partner-sent@example.in', {
      mice: 1,
    });
    await testApp.database.db
      .updateTable('orders')
      .set({ status: 'Delivered' })
      .where('orderid', '=', orderIds[0] as string)
      .execute();
    const orders = await listed(customer.browser);
    expect(orders.map((order) => order.cancellable)).toEqual([false, false]);
    const refused = await customer.browser.post('/api/cancelOrder', { orderId: orderIds[1] });
    expect(refused.json().code).toBe('NOT_CANCELLABLE');
  });

  it('shows the refund of both orders once one is cancelled: amount, dates, reference', async () => {
    const { customer, orderIds } = await customerWithOrder(testApp, 'refund-shown@example.in', {
      mice: 1,
    });
    const cancelled = await customer.browser.post('/api/cancelOrder', { orderId: orderIds[1] });
    expect(cancelled.json().orderIds.sort()).toEqual([...orderIds].sort());
    const payment = await paymentOf(orderIds[0] as string);
    const orders = await listed(customer.browser);
    for (const order of orders) {
      expect(order.cancellable).toBe(false);
      expect(order.creditNote).toBe(true);
      expect(order.refund).toMatchObject({
        amountPaise: payment.paid_amount_paise ?? payment.amount_paise,
        status: 'COMPLETED',
        startedAt: testApp.clock.now().toISOString(),
      });
      expect(order.refund?.reference).toMatch(/\S/);
      expect((order.refund?.expectedBy ?? '') >= (order.refund?.expectedFrom ?? '')).toBe(true);
    }
  });
});
