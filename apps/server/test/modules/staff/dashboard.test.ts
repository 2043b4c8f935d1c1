import { paiseToRupees } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, buyer, gamingSelection, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, type StaffBrowser, staffBrowser } from './support';

describe("the dashboard's figures", () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'dashboard@rigforge.in');
  });
  afterAll(() => testApp.close());

  const dashboard = async () => {
    const answer = await staff.browser.get('/api/admin/dashboard');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const valuePaise = async (orderIds: string[]) => {
    const rows = await testApp.database.db
      .selectFrom('orders')
      .select('value_paise')
      .where('orderid', 'in', orderIds)
      .execute();
    return rows.reduce((sum, row) => sum + row.value_paise, 0);
  };

  it("leaves cancelled and refunded orders out of today's orders and revenue", async () => {
    const kept = await customerWithOrder(testApp, 'kept@example.in');
    const refunded = await customerWithOrder(testApp, 'refunded@example.in');
    const cancelled = await customerWithOrder(testApp, 'cancelled@example.in');
    expect((await dashboard()).today.orders).toBe(3);

    // Cancelled by the customer: the sandbox refunds at once, so the order ends Refunded.
    const cancel = await refunded.customer.browser.post('/api/cancelOrder', {
      orderId: refunded.orderIds[0],
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Cancelled with its refund still on its way.
    await testApp.database.db
      .updateTable('orders')
      .set({ status: 'Cancelled' })
      .where('orderid', 'in', cancelled.orderIds)
      .execute();

    const answer = await dashboard();
    expect(answer.today).toEqual({
      orders: 1,
      revenue: paiseToRupees(await valuePaise(kept.orderIds)),
    });
    expect(answer.stageCounts).toMatchObject({ Confirmed: 1, Cancelled: 1, Refunded: 1 });
  });

  it('says why a payment is held in words, also for a reason stored with a raw code', async () => {
    const payer = await buyer(testApp, 'held@example.in', {
      selection: await gamingSelection(testApp),
    });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId });
    const id: string = pay.json().data.merchantTransactionId;
    // As the reconciler wrote it before reasons were stored in words.
    await testApp.database.db
      .updateTable('payment_transactions')
      .set({ status: 'FAILED', review_reason: 'Still PAYMENT_PENDING after 20 minutes' })
      .where('merchant_transaction_id', '=', id)
      .execute();

    const [held] = (await dashboard()).heldPayments;
    expect(held).toMatchObject({
      merchantTransactionId: id,
      reason: 'Still pending at the sandbox after 20 minutes',
    });

    const recheck = await staff.browser.post(`/api/admin/payments/${id}/recheck`, {});
    expect(recheck.json()).toEqual({ status: 'FAILED', held: true, code: 'PAYMENT_PENDING' });
  });

  it('counts as low stock exactly the items on the low-stock list the tile opens, of every kind', async () => {
    const lowList = async () =>
      (await staff.browser.get('/api/admin/catalogue?kind=all&low=true')).json().items as Array<{
        kind: string;
      }>;
    const before = await lowList();
    expect((await dashboard()).lowStock).toBe(before.length);

    const [addOn] = (await staff.browser.get('/api/admin/catalogue?kind=accessory')).json().items;
    const [prebuilt] = (await staff.browser.get('/api/admin/catalogue?kind=prebuilt')).json().items;
    for (const [kind, id] of [
      ['accessory', addOn.id],
      ['prebuilt', prebuilt.id],
    ]) {
      const out = await staff.browser.post('/api/admin/catalogue/update', {
        kind,
        id,
        inStock: false,
      });
      expect(out.statusCode, out.body).toBe(200);
    }
    const after = await lowList();
    expect(after.length).toBe(before.length + 2);
    expect(after.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['accessory', 'prebuilt']),
    );
    expect((await dashboard()).lowStock).toBe(after.length);
  });
});
