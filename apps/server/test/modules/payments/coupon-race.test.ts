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

  it('refuses a second payment with a coupon held by one still in progress', async () => {
    const { pay } = await couponHolder();
    expect((await pay()).statusCode).toBe(200);
    const second = await pay();
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message:
        'This coupon is held by a payment still in progress. Kindly try again in a few minutes.',
    });
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
    expect(second.json()).toEqual({ message: 'Coupon not found' });
    expect(await spentAt(couponid)).not.toBe(null);
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'spends the coupon once when two payments with it race',
    async () => {
      const { payer, couponid, pay } = await couponHolder();
      const answers = await Promise.all([pay(), pay(), pay(), pay()]);
      const started = answers.filter((answer) => answer.statusCode === 200);
      expect(started).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
      const id = started[0]?.json().data.merchantTransactionId;
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
