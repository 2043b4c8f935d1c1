import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../helper';
import type { FakePhonePe } from '../../integrations/payments/fake-phonepe';
import {
  buyer,
  gamingSelection,
  giveCoupon,
  ordersOf,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { buildPhonePeShop, postCallback } from './phonepe-support';

/**
 * docs/decisions/006-orders-made-once-by-a-confirmed-payment.md: however many confirmations arrive,
 * by whatever path, a payment makes its orders once.
 */
describe('exactly-once orders', () => {
  let shop: Awaited<ReturnType<typeof buildPhonePeShop>>;
  let testApp: ShopTestApp;
  let fake: FakePhonePe;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    shop = await buildPhonePeShop();
    ({ testApp, fake } = shop);
    selection = await gamingSelection(testApp);
  });
  afterAll(() => shop.close());

  async function paidWithCoupon() {
    const payer = await buyer(testApp, `once${++buyers}@example.in`, { selection, mice: 1 });
    const couponid = await giveCoupon(testApp, payer.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId, couponid });
    const id = pay.json().data.merchantTransactionId as string;
    fake.script(id, { code: 'PAYMENT_SUCCESS' });
    return { payer, id, couponid };
  }

  async function expectOneSetOfOrders(payer: { userId: string; email: string }, couponid: string) {
    const orders = await ordersOf(testApp, payer.userId);
    expect(orders.map((order) => order.line_no)).toEqual([1, 2]);
    const emails = await testApp.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', payer.email)
      .where('subject', '=', 'Your RigForge order is confirmed')
      .execute();
    expect(emails).toHaveLength(1);
    const coupon = await testApp.database.db
      .selectFrom('coupons')
      .select('spent_at')
      .where('couponid', '=', couponid)
      .executeTakeFirstOrThrow();
    expect(coupon.spent_at).not.toBe(null);
    const cart = await testApp.database.db
      .selectFrom('cart_items')
      .select('itemid')
      .where('user_id', '=', payer.userId)
      .execute();
    expect(cart).toEqual([]);
  }

  it('confirms once through validation, callback and reconciler one after another', async () => {
    const { payer, id, couponid } = await paidWithCoupon();
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json().code).toBe(
      'PAYMENT_SUCCESS',
    );
    expect((await postCallback(testApp, fake.callback(id))).statusCode).toBe(200);
    testApp.clock.advance(60_000);
    await testApp.app.reconciler.runOnce();
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json().code).toBe(
      'PAYMENT_SUCCESS',
    );
    await expectOneSetOfOrders(payer, couponid);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'creates exactly one order from 50 concurrent confirmations, validations and callbacks mixed',
    async () => {
      const { payer, id, couponid } = await paidWithCoupon();
      const attempts = Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? payer.browser.get(`/api/payment/validate/${id}`)
          : postCallback(testApp, fake.callback(id)),
      );
      const answers = await Promise.all(attempts);
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
      const validations = answers.filter((_, i) => i % 2 === 0).map((answer) => answer.json().code);
      expect(validations).toEqual(Array(25).fill('PAYMENT_SUCCESS'));
      // Those that arrive after the first confirmation has committed find it settled and do not ask
      // the gateway; the race is real as long as several asked while it was still pending.
      const statusCalls = fake.payments.get(id)?.statusCalls ?? 0;
      expect(statusCalls).toBeGreaterThan(1);
      expect(statusCalls).toBeLessThanOrEqual(50);
      await expectOneSetOfOrders(payer, couponid);
      expect((await paymentRow(testApp, id)).status).toBe('SUCCESS');
    },
    30_000,
  );
});
