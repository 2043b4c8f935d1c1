import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsService } from '../../../src/modules/payments/service';
import type { FakePhonePeV2 } from '../../integrations/payments/fake-phonepe-v2';
import {
  type Buyer,
  buildShopApp,
  buyer,
  gamingSelection,
  giveCoupon,
  ordersOf,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { buildPhonePeV2Shop, postCallback, postWebhook } from './phonepe-support';

const BY = { reason: 'Cancelled by staff', requestedBy: 'staff-1' };

describe('paying with PhonePe Standard Checkout v2', () => {
  let shop: Awaited<ReturnType<typeof buildPhonePeV2Shop>>;
  let testApp: ShopTestApp;
  let fake: FakePhonePeV2;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    shop = await buildPhonePeV2Shop();
    ({ testApp, fake } = shop);
    selection = await gamingSelection(testApp);
  });
  afterAll(() => shop.close());

  async function startPayment(extra: Record<string, unknown> = {}, who?: Buyer) {
    const payer = who ?? (await buyer(testApp, `phonepe-v2-${++buyers}@example.in`, { selection }));
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId, ...extra });
    expect(pay.statusCode, pay.body).toBe(200);
    return { payer, id: pay.json().data.merchantTransactionId as string, answer: pay.json() };
  }
  const validate = (payer: Buyer, id: string) =>
    payer.browser.get(`/api/payment/validate/${id}`).then((answer) => answer.json().code);

  it("sends the buyer to PhonePe's page and makes the order once PhonePe says completed", async () => {
    const { payer, id, answer } = await startPayment();
    const order = fake.orders.get(id);
    expect(order).toMatchObject({
      amount: answer.data.amountPaise,
      redirectUrl: `${testApp.config.publicBaseUrl}/payment/validate/${id}`,
    });
    expect(answer.data.instrumentResponse.redirectInfo.url).toBe(
      `${fake.baseUrl}/pay-page/${order?.orderId}`,
    );
    expect(await paymentRow(testApp, id)).toMatchObject({ provider: 'phonepe-v2' });

    fake.script(id, { state: 'PENDING' }, { state: 'COMPLETED' });
    expect(await validate(payer, id)).toBe('PAYMENT_PENDING');
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);
    expect(await validate(payer, id)).toBe('PAYMENT_SUCCESS');
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    expect(await paymentRow(testApp, id)).toMatchObject({
      status: 'SUCCESS',
      provider_transaction_id: `OM${order?.orderId}T1`,
    });
  });

  it('fails the payment PhonePe failed, keeping the cart', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { state: 'FAILED' });
    expect(await validate(payer, id)).toBe('PAYMENT_ERROR');
    expect((await paymentRow(testApp, id)).status).toBe('FAILED');
    const details = (await payer.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.cartInfo).toHaveLength(1);
  });

  it('makes no order for another amount paid, holds it for review and frees the coupon', async () => {
    const payer = await buyer(testApp, `phonepe-v2-${++buyers}@example.in`, { selection });
    const couponid = await giveCoupon(testApp, payer.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const { id } = await startPayment({ couponid }, payer);
    fake.script(id, { state: 'COMPLETED', amount: 100 });
    expect(await validate(payer, id)).toBe('PAYMENT_ERROR');
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);
    expect(await paymentRow(testApp, id)).toMatchObject({
      status: 'FAILED',
      paid_amount_paise: 100,
      review_reason: expect.stringContaining('₹1 where'),
    });
    await startPayment({ couponid }, payer);
  });

  it('refuses a webhook with a wrong Authorization header without asking PhonePe', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { state: 'COMPLETED' });
    const forged = fake.orderWebhook(id, 'checkout.order.completed', {
      username: 'rigforge-hooks',
      password: 'a-guess',
    });
    const answer = await postWebhook(testApp, forged);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    const missing = await postWebhook(testApp, { body: forged.body, headers: {} });
    expect(missing.statusCode).toBe(401);
    expect(fake.orders.get(id)?.statusCalls).toBe(0);
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);
  });

  it('makes the order from a genuine webhook, confirmed by the status call, once however often it comes', async () => {
    const { payer, id } = await startPayment();
    // The webhook says completed, PhonePe's status still says pending: nothing happens yet.
    const early = await postWebhook(testApp, fake.orderWebhook(id));
    expect(early.statusCode).toBe(200);
    expect(await ordersOf(testApp, payer.userId)).toEqual([]);

    fake.script(id, { state: 'COMPLETED' });
    const answers = await Promise.all([
      postWebhook(testApp, fake.orderWebhook(id)),
      postWebhook(testApp, fake.orderWebhook(id)),
    ]);
    expect(answers.map((one) => one.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json()).toEqual({ success: true });
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    expect((await paymentRow(testApp, id)).status).toBe('SUCCESS');
  });

  it('refunds through PhonePe v2 and follows the refund from pending to completed', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { state: 'COMPLETED' });
    expect(await validate(payer, id)).toBe('PAYMENT_SUCCESS');
    const amountPaise = (await paymentRow(testApp, id)).amount_paise;

    const payments = createPaymentsService(testApp.app);
    const asked = await payments.refundPayment(id, BY);
    if (!asked.ok) throw new Error(asked.reason);
    expect(asked.refund).toMatchObject({ status: 'PENDING', amountPaise });
    const kept = fake.refunds.get(asked.refund.merchantRefundId);
    expect(kept).toMatchObject({ originalMerchantOrderId: id, amount: amountPaise });
    expect(asked.refund.providerRefundId).toBe(kept?.refundId);

    // A refund webhook is only a hint: PhonePe's status still says pending.
    fake.scriptRefund(asked.refund.merchantRefundId, { state: 'CONFIRMED' });
    const hint = await postWebhook(testApp, fake.refundWebhook(asked.refund.merchantRefundId));
    expect(hint.statusCode).toBe(200);
    expect((await payments.findRefund(id))?.status).toBe('PENDING');

    fake.scriptRefund(asked.refund.merchantRefundId, { state: 'COMPLETED' });
    await postWebhook(testApp, fake.refundWebhook(asked.refund.merchantRefundId));
    expect(await payments.findRefund(id)).toMatchObject({
      status: 'COMPLETED',
      refundedAmountPaise: amountPaise,
    });
    expect(await payments.refundPayment(id, BY)).toMatchObject({ ok: true, created: false });
    expect(fake.refunds.size).toBe(1);
  });

  it('follows a refund for hours with the reconciler, renewing the token as it expires', async () => {
    const { payer, id } = await startPayment();
    fake.script(id, { state: 'COMPLETED' });
    expect(await validate(payer, id)).toBe('PAYMENT_SUCCESS');
    const asked = await createPaymentsService(testApp.app).refundPayment(id, BY);
    if (!asked.ok) throw new Error(asked.reason);
    const tokens = fake.tokensIssued();

    // Past PhonePe's 20 minutes the refund is looked at hourly; the hour-long token runs out.
    testApp.clock.advance(21 * 60_000);
    await testApp.app.reconciler.runOnce();
    testApp.clock.advance(60 * 60_000);
    fake.scriptRefund(asked.refund.merchantRefundId, { state: 'COMPLETED' });
    await testApp.app.reconciler.runOnce();
    expect((await createPaymentsService(testApp.app).findRefund(id))?.status).toBe('COMPLETED');
    expect(fake.tokensIssued()).toBe(tokens + 1);
    expect(fake.calls.filter((call) => call.status === 401)).toEqual([]);
  });

  it("answers 404 on v1's callback address while v2 is the provider", async () => {
    const answer = await postCallback(testApp, {
      body: { response: 'e30=' },
      headers: { 'x-verify': 'x###1' },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the v2 webhook address under another provider', () => {
  it('answers 404 when PhonePe v2 is not the provider', async () => {
    const testApp = await buildShopApp();
    try {
      const answer = await postWebhook(testApp, {
        body: { event: 'checkout.order.completed', payload: { merchantOrderId: 'RFX' } },
        headers: { authorization: 'a'.repeat(64) },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
