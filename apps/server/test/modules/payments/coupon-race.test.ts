import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  chooseInSandbox,
  gamingSelection,
  giveCoupon,
  ordersOf,
  type ShopTestApp,
} from '../checkout/support';
import { staffBrowser } from '../staff/support';

/**
 * A coupon pays for one order: the payment holding it keeps it until decided, any other is refused
 * (docs/decisions/080-a-coupon-held-until-its-payment-is-decided.md).
 */
describe('one coupon, several payments', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  async function couponHolder() {
    const payer = await buyer(testApp, `coupon${++buyers}@example.in`, { selection });
    const couponid = await giveCoupon(testApp, payer.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const pay = () => payer.browser.post('/api/pay', { addressid: payer.addressId, couponid });
    return { payer, couponid, pay };
  }

  const spentAt = async (couponid: string) =>
    (
      await testApp.database.db
        .selectFrom('coupons')
        .select('spent_at')
        .where('couponid', '=', couponid)
        .executeTakeFirstOrThrow()
    ).spent_at;

  /** The payments with this coupon the provider was paid for: each is a discounted order. */
  const paidWith = async (couponid: string) =>
    testApp.database.db
      .selectFrom('payment_transactions')
      .select(['merchant_transaction_id', 'review_reason'])
      .where('coupon_id', '=', couponid)
      .where('status', '=', 'SUCCESS')
      .execute();

  /** The sandbox pays every payment started, and each is validated, as its buyer's page would. */
  async function payAllStarted(
    payer: { browser: { get: (url: string) => Promise<unknown> } },
    ids: string[],
  ) {
    for (const id of ids) await chooseInSandbox(testApp, id, 'SUCCESS');
    await Promise.all(ids.map((id) => payer.browser.get(`/api/payment/validate/${id}`)));
  }

  it('refuses in words a second payment with the coupon while the first may still be paid', async () => {
    const { couponid, pay } = await couponHolder();
    const first = (await pay()).json().data.merchantTransactionId;
    const second = await pay();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message:
        'This coupon is held by a payment still in progress. Kindly try again in a few minutes.',
      code: 'COUPON_HELD',
    });
    const holders = await testApp.database.db
      .selectFrom('payment_transactions')
      .select(['merchant_transaction_id', 'coupon_released_at'])
      .where('coupon_id', '=', couponid)
      .execute();
    expect(holders).toEqual([{ merchant_transaction_id: first, coupon_released_at: null }]);
  });

  it('gives one discounted order for three payments one after another', async () => {
    const { payer, couponid, pay } = await couponHolder();
    const started: string[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await pay();
      if (answer.statusCode === 200) started.push(answer.json().data.merchantTransactionId);
      testApp.clock.advance(1_000);
    }
    expect(started).toHaveLength(1);
    await payAllStarted(payer, started);
    expect(await paidWith(couponid)).toEqual([
      { merchant_transaction_id: started[0], review_reason: null },
    ]);
    expect(await spentAt(couponid)).not.toBe(null);
  });

  it('gives one discounted order for twenty racing payments', async () => {
    const { payer, couponid, pay } = await couponHolder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay()));
    // Each started, was refused for the held coupon, or met the per-buyer limit.
    for (const answer of answers) expect([200, 409, 429], answer.body).toContain(answer.statusCode);
    const started = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => answer.json().data.merchantTransactionId as string);
    await payAllStarted(payer, started);
    expect(await paidWith(couponid)).toHaveLength(1);
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
  });

  it('lists a payment paid with a coupon already spent on the dashboard, with its reason', async () => {
    const { payer, couponid, pay } = await couponHolder();
    const first = (await pay()).json().data.merchantTransactionId;
    // The first ran out of time unanswered and freed its coupon; a second took it and was paid;
    // then the first was paid after all.
    await testApp.database.db
      .updateTable('payment_transactions')
      .set({ coupon_released_at: testApp.clock.now() })
      .where('merchant_transaction_id', '=', first)
      .execute();
    const second = (await pay()).json().data.merchantTransactionId;
    // One after the other, so the second is the one that spends the coupon.
    await payAllStarted(payer, [second]);
    await payAllStarted(payer, [first]);
    expect(await spentAt(couponid)).not.toBe(null);
    const staff = await staffBrowser(testApp, 'coupon-review@rigforge.in');
    const dashboard = (await staff.browser.get('/api/admin/dashboard')).json();
    expect(dashboard.paymentsToReview).toContainEqual(
      expect.objectContaining({
        merchantTransactionId: first,
        status: 'SUCCESS',
        customerEmail: payer.email,
        reason: 'Paid with a coupon already spent',
      }),
    );
    expect(dashboard.paymentsToReview).not.toContainEqual(
      expect.objectContaining({ merchantTransactionId: second }),
    );
  });

  it('frees the coupon once the payment holding it has failed, asking the provider first', async () => {
    const { pay } = await couponHolder();
    const first = (await pay()).json().data.merchantTransactionId;
    // The tester failed it on the sandbox page, but nobody has validated it yet.
    await chooseInSandbox(testApp, first, 'FAILURE');
    expect((await pay()).statusCode).toBe(200);
  });

  it('will not start a payment with a coupon already spent by a successful one', async () => {
    const { payer, couponid, pay } = await couponHolder();
    const first = (await pay()).json().data.merchantTransactionId;
    await chooseInSandbox(testApp, first, 'SUCCESS');
    // Its order is made by the check the new payment asks for, and the coupon is gone.
    const second = await pay();
    expect(second.statusCode).toBe(404);
    expect(second.json()).toEqual({ message: 'Coupon not found', code: 'COUPON_NOT_FOUND' });
    expect(await spentAt(couponid)).not.toBe(null);
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
  });
});
