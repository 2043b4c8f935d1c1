import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePhonePe } from '../../integrations/payments/fake-phonepe';
import {
  type Buyer,
  buyer,
  gamingSelection,
  giveCoupon,
  ordersOf,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { buildPhonePeShop, postCallback } from './phonepe-support';

describe('paying with PhonePe', () => {
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

  async function startPayment(extra: Record<string, unknown> = {}, who?: Buyer) {
    const payer = who ?? (await buyer(testApp, `phonepe${++buyers}@example.in`, { selection }));
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId, ...extra });
    expect(pay.statusCode, pay.body).toBe(200);
    return { payer, id: pay.json().data.merchantTransactionId as string, answer: pay.json() };
  }

  it("sends the buyer to PhonePe's pay page for the amount the server worked out", async () => {
    const { payer, id, answer } = await startPayment();
    const asked = fake.payments.get(id);
    expect(answer.data.instrumentResponse.redirectInfo.url).toBe(`${fake.baseUrl}/pay-page/${id}`);
    expect(asked).toMatchObject({
      amount: answer.data.amountPaise,
      merchantUserId: payer.userId.replaceAll('-', ''),
      redirectUrl: `${testApp.config.publicBaseUrl}/payment/validate/${id}`,
      callbackUrl: `${testApp.config.publicBaseUrl}/api/payment/callback/phonepe`,
      mobileNumber: '9876543210',
    });
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,34}$/);
    expect(await paymentRow(testApp, id)).toMatchObject({ status: 'PENDING', provider: 'phonepe' });
  });

  it('keeps validating while PhonePe says pending, and makes the order once it says success', async () => {
    const { payer, id } = await startPayment();
    fake.script(
      id,
      { code: 'PAYMENT_PENDING' },
      { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 },
      { code: 'PAYMENT_SUCCESS' },
    );
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await payer.browser.get(`/api/payment/validate/${id}`)).json().code);
    expect(codes).toEqual([
      'PAYMENT_PENDING',
      'INTERNAL_SERVER_ERROR',
      'PAYMENT_SUCCESS',
      'PAYMENT_SUCCESS',
    ]);
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
  });

  it('makes the order from a signed callback, confirmed by a status call', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { code: 'PAYMENT_SUCCESS' });
    const statusCalls = fake.payments.get(id)?.statusCalls;
    const response = await postCallback(testApp, fake.callback(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(fake.payments.get(id)?.statusCalls).toBe((statusCalls ?? 0) + 1);
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    expect((await paymentRow(testApp, id)).status).toBe('SUCCESS');
  });

  it('makes no order from a callback with a bad X-VERIFY, and does not even ask PhonePe', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { code: 'PAYMENT_SUCCESS' });
    const forged = fake.callback(id, { code: 'PAYMENT_SUCCESS' }, (text) => `${text.length}###1`);
    const response = await postCallback(testApp, forged);
    expect(response.statusCode).toBe(401);
    expect(fake.payments.get(id)?.statusCalls).toBe(0);
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);
    expect((await paymentRow(testApp, id)).status).toBe('PENDING');
  });

  it('believes the status call, not the callback: a callback saying success while PhonePe says pending makes no order', async () => {
    const { payer, id } = await startPayment();
    const response = await postCallback(testApp, fake.callback(id, { code: 'PAYMENT_SUCCESS' }));
    expect(response.statusCode).toBe(200);
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);
    expect((await paymentRow(testApp, id)).status).toBe('PENDING');
  });

  it('makes no order when PhonePe reports another amount paid, holds it for review and frees the coupon', async () => {
    const payer = await buyer(testApp, `phonepe${++buyers}@example.in`, { selection });
    const couponid = await giveCoupon(testApp, payer.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const { id } = await startPayment({ couponid }, payer);
    fake.script(id, { code: 'PAYMENT_SUCCESS', amount: 100 });
    const response = await postCallback(
      testApp,
      fake.callback(id, { code: 'PAYMENT_SUCCESS', amount: 100 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);
    expect(await paymentRow(testApp, id)).toMatchObject({
      status: 'FAILED',
      paid_amount_paise: 100,
      review_reason: expect.stringContaining('₹1 where'),
    });
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json()).toEqual({
      code: 'PAYMENT_ERROR',
    });
    const details = (await payer.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.cartInfo).toHaveLength(1);
    expect(details.coupons).toHaveLength(1);
    // The coupon is free for the next payment.
    await startPayment({ couponid }, payer);
  });

  it('fails the payment when PhonePe refuses to start it, and frees its coupon', async () => {
    const payer = await buyer(testApp, `phonepe${++buyers}@example.in`, { selection });
    const couponid = await giveCoupon(testApp, payer.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    fake.answerPayWith(() => ({
      status: 200,
      body: { success: false, code: 'BAD_REQUEST', message: 'x' },
    }));
    try {
      const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId, couponid });
      expect(pay.statusCode).toBe(502);
    } finally {
      fake.answerPayWith(null);
    }
    const stored = await testApp.database.db
      .selectFrom('payment_transactions')
      .select(['status', 'provider_code'])
      .where('user_id', '=', payer.userId)
      .execute();
    expect(stored).toEqual([{ status: 'FAILED', provider_code: 'BAD_REQUEST' }]);
    await startPayment({ couponid }, payer);
  });

  it('fails the payment PhonePe declines, keeping the cart', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { code: 'PAYMENT_DECLINED' });
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json()).toEqual({
      code: 'PAYMENT_DECLINED',
    });
    expect((await paymentRow(testApp, id)).status).toBe('FAILED');
    const details = (await payer.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.cartInfo).toHaveLength(1);
  });

  it('does not fail a payment PhonePe has not heard of in its first minute, only after', async () => {
    const { payer, id } = await startPayment();
    // As if the pay call were still on its way to PhonePe.
    fake.payments.delete(id);
    const validate = () => payer.browser.get(`/api/payment/validate/${id}`);
    expect((await validate()).json()).toEqual({ code: 'PAYMENT_PENDING' });
    expect((await paymentRow(testApp, id)).status).toBe('PENDING');
    testApp.clock.advance(61_000);
    expect((await validate()).json()).toEqual({ code: 'TRANSACTION_NOT_FOUND' });
    expect((await paymentRow(testApp, id)).status).toBe('FAILED');
  });

  it("keeps a pending payment's coupon held whether PhonePe cannot say or says pending", async () => {
    const payer = await buyer(testApp, `phonepe${++buyers}@example.in`, { selection });
    const couponid = await giveCoupon(testApp, payer.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const { id } = await startPayment({ couponid }, payer);
    fake.script(
      id,
      { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503 },
      { code: 'PAYMENT_PENDING' },
    );
    const refused = await payer.browser.post('/api/pay', { addressid: payer.addressId, couponid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('COUPON_HELD');
    const stillHeld = await payer.browser.post('/api/pay', {
      addressid: payer.addressId,
      couponid,
    });
    expect(stillHeld.statusCode, stillHeld.body).toBe(409);
    expect((await paymentRow(testApp, id)).coupon_released_at).toBe(null);
  });

  it('has no sandbox page or sandbox form while PhonePe is the provider', async () => {
    const { id } = await startPayment();
    const page = await testApp.app.inject({ method: 'GET', url: `/payment/sandbox/${id}` });
    expect(page.body).not.toContain('Sandbox payment');
    const form = await testApp.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=SUCCESS',
    });
    expect(form.statusCode).toBe(404);
  });
});
