import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PhonePeV2Config } from '../../../src/config';
import type { PaymentProvider } from '../../../src/integrations/payments/payment-provider';
import {
  createPhonePeV2Provider,
  PAY_PAGE_EXPIRES_AFTER_S,
} from '../../../src/integrations/payments/phonepe-v2-provider';
import { TOKEN_RENEW_BEFORE_MS } from '../../../src/integrations/payments/phonepe-v2-token';
import { type TestClock, testClock } from '../../modules/accounts/support';
import { type FakePhonePeV2, startFakePhonePeV2, V2_CREDENTIALS } from './fake-phonepe-v2';

const TOKEN_LIFETIME_S = 3600;

describe('PhonePe Standard Checkout v2 adapter against the contract', () => {
  let clock: TestClock;
  let fake: FakePhonePeV2;
  let provider: PaymentProvider;
  let ids = 0;

  const config = (overrides: Partial<PhonePeV2Config> = {}): PhonePeV2Config => ({
    provider: 'phonepe-v2',
    ...V2_CREDENTIALS,
    baseUrl: fake.baseUrl,
    tokenUrl: fake.baseUrl,
    statusPath: 'checkout',
    ...overrides,
  });
  const request = () => ({
    merchantTransactionId: `RFV2T${++ids}X${Date.now().toString(36).toUpperCase()}`,
    merchantUserId: '0b8d2f5c7e3a4b6d9f1e2a3b4c5d6e7f',
    amountPaise: 8_984_262,
    redirectUrl: 'http://localhost:3000/payment/validate/x',
    callbackUrl: 'http://localhost:3000/api/payment/callback/phonepe',
  });
  async function paid(amountPaise = 8_984_262) {
    const sent = { ...request(), amountPaise };
    expect((await provider.pay(sent)).ok).toBe(true);
    fake.script(sent.merchantTransactionId, { state: 'COMPLETED' });
    return sent.merchantTransactionId;
  }

  beforeAll(async () => {
    clock = testClock();
    fake = await startFakePhonePeV2({
      ...V2_CREDENTIALS,
      now: () => clock.now().getTime(),
      tokenLifetimeS: TOKEN_LIFETIME_S,
    });
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    provider = createPhonePeV2Provider(config(), clock);
  });

  it('starts a payment as the contract says and answers its pay page', async () => {
    const sent = request();
    const started = await provider.pay(sent);
    const order = fake.orders.get(sent.merchantTransactionId);
    expect(started).toEqual({
      ok: true,
      redirectUrl: `${fake.baseUrl}/pay-page/${order?.orderId}`,
    });
    expect(order).toMatchObject({
      amount: 8_984_262,
      expireAfter: PAY_PAGE_EXPIRES_AFTER_S,
      redirectUrl: sent.redirectUrl,
      metaInfo: { udf1: sent.merchantUserId },
    });
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/checkout/v2/pay',
      authorization: expect.stringMatching(/^O-Bearer token-/),
      status: 200,
    });
  });

  it('fetches one token for many calls, shared by calls made at once', async () => {
    const before = fake.tokensIssued();
    const id = (await paid()) as string;
    await Promise.all([provider.status(id), provider.status(id), provider.status(id)]);
    await provider.status(id);
    expect(fake.tokensIssued()).toBe(before + 1);
  });

  it('keeps its token until shortly before it expires, then renews it', async () => {
    const sent = request();
    await provider.pay(sent);
    const first = fake.calls.at(-1)?.authorization;
    const before = fake.tokensIssued();

    clock.advance(TOKEN_LIFETIME_S * 1000 - TOKEN_RENEW_BEFORE_MS - 1000);
    await provider.status(sent.merchantTransactionId);
    expect(fake.tokensIssued()).toBe(before);
    expect(fake.calls.at(-1)?.authorization).toBe(first);

    clock.advance(1000);
    expect(await provider.status(sent.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_PENDING',
    });
    expect(fake.tokensIssued()).toBe(before + 1);
    expect(fake.calls.at(-1)?.authorization).not.toBe(first);
    expect(fake.calls.at(-1)?.status).toBe(200);
  });

  it('renews a token PhonePe no longer accepts, once, and the call goes through', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.revokeTokens();
    const before = fake.tokensIssued();
    expect(await provider.status(sent.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_PENDING',
    });
    expect(fake.tokensIssued()).toBe(before + 1);
    expect(fake.calls.slice(-3).map((call) => call.status)).toEqual([401, 200, 200]);
  });

  it('gets no token with a wrong secret, and so starts nothing', async () => {
    const wrong = createPhonePeV2Provider(config({ clientSecret: 'not-the-secret' }), clock);
    expect(await wrong.pay(request())).toMatchObject({ ok: false, code: 'INTERNAL_SERVER_ERROR' });
    expect(await wrong.status('anything')).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  });

  it('tells a pending order, then a completed one with the amount paid', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(sent.merchantTransactionId, { state: 'PENDING' }, { state: 'COMPLETED' });
    expect(await provider.status(sent.merchantTransactionId)).toEqual({
      code: 'PAYMENT_PENDING',
      amountPaise: 8_984_262,
      providerTransactionId: expect.any(String),
    });
    expect(await provider.status(sent.merchantTransactionId)).toEqual({
      code: 'PAYMENT_SUCCESS',
      amountPaise: 8_984_262,
      providerTransactionId: `OM${fake.orders.get(sent.merchantTransactionId)?.orderId}T1`,
    });
    expect(fake.calls.at(-1)?.path).toBe(
      `/checkout/v2/order/${sent.merchantTransactionId}/status?details=false`,
    );
  });

  it('tells a failed order as failed', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(sent.merchantTransactionId, { state: 'FAILED', errorCode: 'PAYMENT_DECLINED' });
    expect(await provider.status(sent.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_ERROR',
    });
  });

  it('reports the amount PhonePe says was paid, even when it is not the amount asked', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(sent.merchantTransactionId, { state: 'COMPLETED', amount: 100 });
    expect(await provider.status(sent.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      amountPaise: 100,
    });
  });

  it("says nothing of an order when PhonePe errs or can't be reached; an unknown one is not found", async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(sent.merchantTransactionId, { httpStatus: 503 });
    expect(await provider.status(sent.merchantTransactionId)).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
    });
    expect(await provider.status('RFNEVERSEEN')).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    const gone = createPhonePeV2Provider(
      config({ baseUrl: 'http://127.0.0.1:9', tokenUrl: 'http://127.0.0.1:9' }),
      clock,
    );
    expect(await gone.status(sent.merchantTransactionId)).toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('asks the order-status path it is configured with', async () => {
    const other = await startFakePhonePeV2({
      ...V2_CREDENTIALS,
      now: () => clock.now().getTime(),
      statusPath: 'payments',
    });
    try {
      const onPayments = createPhonePeV2Provider(
        config({ baseUrl: other.baseUrl, tokenUrl: other.baseUrl, statusPath: 'payments' }),
        clock,
      );
      const sent = request();
      await onPayments.pay(sent);
      other.script(sent.merchantTransactionId, { state: 'COMPLETED' });
      expect(await onPayments.status(sent.merchantTransactionId)).toMatchObject({
        code: 'PAYMENT_SUCCESS',
      });
      expect(other.calls.at(-1)?.path).toBe(
        `/payments/v2/order/${sent.merchantTransactionId}/status?details=false`,
      );
    } finally {
      await other.stop();
    }
  });

  it('takes a webhook with the configured Authorization and names its order or refund', async () => {
    const id = await paid();
    const hook = fake.orderWebhook(id);
    expect(provider.verifyCallback(hook.body, hook.headers.authorization)).toEqual({
      verified: true,
      id,
    });
    // Older pages: `type` and pg.order.*.
    const { event: _event, ...older } = fake.orderWebhook(id, 'pg.order.failed').body;
    expect(
      provider.verifyCallback({ ...older, type: 'pg.order.failed' }, hook.headers.authorization),
    ).toEqual({ verified: true, id });
    expect(
      provider.verifyCallback(
        { event: 'pg.refund.completed', payload: { merchantRefundId: 'RFDX1' } },
        hook.headers.authorization.toUpperCase(),
      ),
    ).toEqual({ verified: true, id: 'RFDX1' });
    expect(
      provider.verifyCallback(
        { event: 'subscription.paused', payload: {} },
        hook.headers.authorization,
      ),
    ).toEqual({ verified: true, id: null });
  });

  it('refuses a webhook with a wrong or missing Authorization header', async () => {
    const id = await paid();
    const wrong = fake.orderWebhook(id, 'checkout.order.completed', {
      username: V2_CREDENTIALS.webhookUsername,
      password: 'guessed',
    });
    expect(provider.verifyCallback(wrong.body, wrong.headers.authorization)).toEqual({
      verified: false,
    });
    const right = fake.orderWebhook(id);
    expect(provider.verifyCallback(right.body, undefined)).toEqual({ verified: false });
    expect(provider.verifyCallback(right.body, `${right.headers.authorization}0`)).toEqual({
      verified: false,
    });
    expect(provider.verifyCallback(right.body, `SHA256 ${right.headers.authorization}`)).toEqual({
      verified: false,
    });
  });

  it('asks for a refund and follows it from pending to completed', async () => {
    const id = await paid();
    const asked = await provider.refund({
      merchantRefundId: `RFD${id}`,
      merchantTransactionId: id,
      merchantUserId: 'x',
      amountPaise: 8_984_262,
      callbackUrl: 'http://localhost:3000/api/payment/callback/phonepe',
    });
    const kept = fake.refunds.get(`RFD${id}`);
    expect(kept).toMatchObject({ originalMerchantOrderId: id, amount: 8_984_262 });
    expect(asked).toEqual({
      state: 'PENDING',
      code: 'PENDING',
      amountPaise: 8_984_262,
      providerRefundId: kept?.refundId,
    });
    fake.scriptRefund(
      `RFD${id}`,
      { state: 'PENDING' },
      { state: 'CONFIRMED' },
      { httpStatus: 502 },
      { state: 'COMPLETED' },
    );
    const states = [];
    for (let i = 0; i < 4; i++) states.push((await provider.refundStatus(`RFD${id}`)).state);
    expect(states).toEqual(['PENDING', 'PENDING', 'UNKNOWN', 'COMPLETED']);
    expect(await provider.refundStatus('RFDNEVERSEEN')).toMatchObject({ state: 'NOT_FOUND' });
  });

  it('tells a refused refund as failed and a failed one as failed', async () => {
    const id = await paid(10_000);
    const refund = (merchantRefundId: string, amountPaise: number) =>
      provider.refund({
        merchantRefundId,
        merchantTransactionId: id,
        merchantUserId: 'x',
        amountPaise,
        callbackUrl: 'http://localhost:3000/api/payment/callback/phonepe',
      });
    expect(await refund(`RFDA${id}`, 20_000)).toMatchObject({
      state: 'FAILED',
      code: 'EXCESS_AMOUNT',
    });
    expect(await refund(`RFDB${id}`, 10_000)).toMatchObject({ state: 'PENDING' });
    fake.scriptRefund(`RFDB${id}`, { state: 'FAILED' });
    expect(await provider.refundStatus(`RFDB${id}`)).toMatchObject({
      state: 'FAILED',
      code: 'FAILED',
    });
  });
});
