import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../helper';
import {
  buildShopApp,
  buyer,
  chooseInSandbox,
  gamingSelection,
  giveCoupon,
  ordersOf,
  type ShopTestApp,
} from '../checkout/support';

/** A coupon pays for one order: it is reserved by the payment in flight and spent by its success. */
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

  it('lets a new payment take over the coupon of one the provider says is still pending', async () => {
    const { pay } = await couponHolder();
    const first = (await pay()).json().data.merchantTransactionId;
    // The buyer was told the first one is pending and paid again: the sandbox says it is not
    // complete, so the new payment takes the coupon's hold over.
    const second = await pay();
    expect(second.statusCode, second.body).toBe(200);
    const rows = await testApp.database.db
      .selectFrom('payment_transactions')
      .select(['merchant_transaction_id', 'status', 'coupon_id', 'coupon_released_at'])
      .where('merchant_transaction_id', 'in', [first, second.json().data.merchantTransactionId])
      .execute();
    const byId = new Map(rows.map((row) => [row.merchant_transaction_id, row]));
    expect(byId.get(first)).toMatchObject({
      status: 'PENDING',
      coupon_released_at: expect.any(Date),
    });
    expect(byId.get(second.json().data.merchantTransactionId)).toMatchObject({
      status: 'PENDING',
      coupon_released_at: null,
    });
    expect((await pay()).statusCode).toBe(200);
  });

  it('spends the coupon once when a superseded payment completes after all, and marks it for review', async () => {
    const { payer, couponid, pay } = await couponHolder();
    const first = (await pay()).json().data.merchantTransactionId;
    testApp.clock.advance(1_000);
    const second = (await pay()).json().data.merchantTransactionId;
    await chooseInSandbox(testApp, second, 'SUCCESS');
    await payer.browser.get(`/api/payment/validate/${second}`);
    await chooseInSandbox(testApp, first, 'SUCCESS');
    expect((await payer.browser.get(`/api/payment/validate/${first}`)).json()).toEqual({
      code: 'PAYMENT_SUCCESS',
    });
    expect(await spentAt(couponid)).not.toBe(null);
    const rows = await testApp.database.db
      .selectFrom('payment_transactions')
      .select(['merchant_transaction_id', 'status', 'review_reason'])
      .where('user_id', '=', payer.userId)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      {
        merchant_transaction_id: first,
        status: 'SUCCESS',
        review_reason: 'Paid with a coupon already spent',
      },
      { merchant_transaction_id: second, status: 'SUCCESS', review_reason: null },
    ]);
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

  it.runIf(testDatabaseKind === 'postgres')(
    'holds the coupon for one payment at a time and spends it once when payments with it race',
    async () => {
      const { payer, couponid, pay } = await couponHolder();
      const answers = await Promise.all([pay(), pay(), pay(), pay()]);
      // Each either started (taking the hold over from a pending one) or was refused; never more
      // than one hold at a time, which the unique index guarantees.
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const started = answers.filter((answer) => answer.statusCode === 200);
      expect(started.length).toBeGreaterThanOrEqual(1);
      const holders = await testApp.database.db
        .selectFrom('payment_transactions')
        .select('merchant_transaction_id')
        .where('coupon_id', '=', couponid)
        .where('status', '=', 'PENDING')
        .where('coupon_released_at', 'is', null)
        .execute();
      expect(holders).toHaveLength(1);
      const id = holders[0]?.merchant_transaction_id as string;
      await chooseInSandbox(testApp, id, 'SUCCESS');
      const validations = await Promise.all(
        Array.from({ length: 10 }, () => payer.browser.get(`/api/payment/validate/${id}`)),
      );
      expect(validations.map((answer) => answer.json().code)).toEqual(
        Array(10).fill('PAYMENT_SUCCESS'),
      );
      expect(await spentAt(couponid)).not.toBe(null);
      expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    },
  );
});
