import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Buyer,
  buildShopApp,
  buyer,
  chooseInSandbox,
  gamingSelection,
  type ShopTestApp,
} from '../checkout/support';
import { type StaffBrowser, staffBrowser } from './support';

describe('staff settle a held payment', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let buyers = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'settle@rigforge.in');
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;

  /** A payment the sandbox answered `outcome` for, held for review as the reconciler holds one. */
  async function heldPayment(
    outcome: 'SUCCESS' | 'PENDING',
  ): Promise<{ id: string; payer: Buyer }> {
    const payer = await buyer(testApp, `held${++buyers}@example.in`, {
      selection: await gamingSelection(testApp),
    });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId });
    const id: string = pay.json().data.merchantTransactionId;
    await chooseInSandbox(testApp, id, outcome);
    await db()
      .updateTable('payment_transactions')
      .set({ status: 'FAILED', review_reason: 'Still pending at the sandbox after 20 minutes' })
      .where('merchant_transaction_id', '=', id)
      .execute();
    return { id, payer };
  }
  const settle = async (id: string, way: string) => {
    const answer = await staff.browser.post(`/api/admin/payments/${id}/settle`, { way });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const heldIds = async () =>
    (await staff.browser.get('/api/admin/dashboard'))
      .json()
      .heldPayments.map((held: { merchantTransactionId: string }) => held.merchantTransactionId);
  const ordersOf = (id: string) =>
    db().selectFrom('orders').select('orderid').where('merchant_transaction_id', '=', id).execute();
  const audited = (id: string) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'staff_email'])
      .where('subject', '=', `payment ${id}`)
      .execute();

  it('makes the order only once the provider confirms the payment', async () => {
    const pending = await heldPayment('PENDING');
    const refused = await settle(pending.id, 'order');
    expect(refused).toMatchObject({
      settled: false,
      message: 'The sandbox has not confirmed this payment: no order is made. It stays held.',
    });
    expect(await ordersOf(pending.id)).toEqual([]);
    expect(await heldIds()).toContain(pending.id);

    const paid = await heldPayment('SUCCESS');
    const made = await settle(paid.id, 'order');
    expect(made).toMatchObject({
      settled: true,
      status: 'SUCCESS',
      message: 'The sandbox confirmed the payment: the order is made.',
    });
    expect(await ordersOf(paid.id)).toHaveLength(1);
    expect(await heldIds()).not.toContain(paid.id);
    expect(await audited(paid.id)).toEqual([
      { action: 'payment.settle.order', staff_email: 'settle@rigforge.in' },
    ]);
  });

  it('marks a payment failed when the provider took no money, and takes it off the list', async () => {
    const { id } = await heldPayment('PENDING');
    const failed = await settle(id, 'failed');
    expect(failed).toMatchObject({
      settled: true,
      message: 'Marked failed: the sandbox took no money, so there is nothing to refund.',
    });
    expect(await heldIds()).not.toContain(id);
    expect(await ordersOf(id)).toEqual([]);
    expect((await audited(id)).map((row) => row.action)).toEqual(['payment.settle.failed']);
    // Settled, it is no longer held: a second press finds nothing to settle.
    const again = await staff.browser.post(`/api/admin/payments/${id}/settle`, { way: 'failed' });
    expect(again.statusCode).toBe(404);
  });

  it('refunds money the provider took of the wrong amount, without an order', async () => {
    const { id } = await heldPayment('SUCCESS');
    // The provider took less than was asked: held again as paid, never made an order.
    await db()
      .updateTable('sandbox_payments')
      .set((eb) => ({ amount_paise: eb('amount_paise', '-', 100) }))
      .where('merchant_transaction_id', '=', id)
      .execute();
    const notFailed = await settle(id, 'failed');
    expect(notFailed).toMatchObject({
      settled: false,
      message: 'The sandbox took this payment: it cannot be marked failed. Refund it.',
    });
    const refunded = await settle(id, 'refund');
    expect(refunded.settled).toBe(true);
    expect(refunded.message).toMatch(/^₹[\d,.]+ refunded at the sandbox; no order is made\.$/);
    expect(await ordersOf(id)).toEqual([]);
    expect(await heldIds()).not.toContain(id);
    const refunds = await db()
      .selectFrom('payment_refunds')
      .select(['status', 'requested_by'])
      .where('merchant_transaction_id', '=', id)
      .execute();
    expect(refunds).toEqual([{ status: 'COMPLETED', requested_by: expect.any(String) }]);
    expect((await audited(id)).map((row) => row.action).sort()).toEqual([
      'payment.settle.failed',
      'payment.settle.refund',
    ]);
  });

  it('refuses to refund a payment the provider never took', async () => {
    const { id } = await heldPayment('PENDING');
    expect(await settle(id, 'refund')).toMatchObject({
      settled: false,
      message:
        'The sandbox took no money for this payment: there is nothing to refund. Mark it failed.',
    });
    expect(await heldIds()).toContain(id);
  });

  it('settles a payment still asked of the provider past the timeout: order asks and leaves it asked, failed closes it, audited', async () => {
    const { id } = await heldPayment('PENDING');
    // Past the shop's 20 minutes and within the day: still PENDING, listed for a person.
    await db()
      .updateTable('payment_transactions')
      .set({ status: 'PENDING', review_reason: 'Still pending at the sandbox after 20 minutes' })
      .where('merchant_transaction_id', '=', id)
      .execute();
    const toReview = async () =>
      (await staff.browser.get('/api/admin/dashboard'))
        .json()
        .paymentsToReview.map(
          (payment: { merchantTransactionId: string }) => payment.merchantTransactionId,
        );
    expect(await toReview()).toContain(id);

    expect(await settle(id, 'order')).toMatchObject({
      settled: false,
      status: 'PENDING',
      message:
        'The sandbox has not confirmed this payment: no order is made. It is still being asked.',
    });
    expect(await toReview()).toContain(id);
    expect(await ordersOf(id)).toEqual([]);

    expect(await settle(id, 'failed')).toMatchObject({
      settled: true,
      message: 'Marked failed: the sandbox took no money, so there is nothing to refund.',
    });
    expect(await toReview()).not.toContain(id);
    expect(await heldIds()).not.toContain(id);
    const logged = await db()
      .selectFrom('audit_log')
      .select(['action', 'before'])
      .where('subject', '=', `payment ${id}`)
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.action)).toEqual([
      'payment.settle.order',
      'payment.settle.failed',
    ]);
    expect(logged.map((row) => row.before)).toEqual([
      { status: 'PENDING', held: false },
      { status: 'PENDING', held: true },
    ]);
  });
});
