import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhonePeProvider } from '../../../src/integrations/payments/phonepe-provider';
import { type FakePhonePe, startFakePhonePe } from './fake-phonepe';

const merchant = {
  merchantId: 'RIGFORGEUAT',
  saltKey: 'c0ffee-salt-key-for-tests',
  saltIndex: '1',
};

describe('PhonePe PG v1 adapter against the contract', () => {
  let fake: FakePhonePe;
  let provider: ReturnType<typeof createPhonePeProvider>;
  let ids = 0;
  const request = (overrides: Partial<Parameters<typeof provider.pay>[0]> = {}) => ({
    merchantTransactionId: `RFT${++ids}X${Date.now().toString(36).toUpperCase()}`,
    merchantUserId: '0b8d2f5c7e3a4b6d9f1e2a3b4c5d6e7f',
    amountPaise: 8_984_262,
    redirectUrl: 'http://localhost:3000/payment/validate/x',
    callbackUrl: 'http://localhost:3000/api/payment/callback/phonepe',
    mobileNumber: '9876543210',
    ...overrides,
  });

  beforeAll(async () => {
    fake = await startFakePhonePe(merchant);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    provider = createPhonePeProvider({ ...merchant, baseUrl: fake.baseUrl });
    fake.answerPayWith(null);
  });

  it('starts a payment with a payload and X-VERIFY PhonePe accepts, and answers its pay page', async () => {
    const sent = request();
    const started = await provider.pay(sent);
    expect(started).toEqual({
      ok: true,
      redirectUrl: `${fake.baseUrl}/pay-page/${sent.merchantTransactionId}`,
    });
    expect(fake.payments.get(sent.merchantTransactionId)).toMatchObject({
      amount: 8_984_262,
      merchantUserId: sent.merchantUserId,
      redirectUrl: sent.redirectUrl,
      callbackUrl: sent.callbackUrl,
      mobileNumber: '9876543210',
    });
    expect(fake.calls.at(-1)).toMatchObject({ path: '/pg/v1/pay', verified: true });
  });

  it('is refused with AUTHORIZATION_FAILED when its salt is wrong', async () => {
    const wrong = createPhonePeProvider({
      ...merchant,
      saltKey: 'not-the-salt',
      baseUrl: fake.baseUrl,
    });
    expect(await wrong.pay(request())).toMatchObject({ ok: false, code: 'AUTHORIZATION_FAILED' });
    expect(await wrong.status('anything')).toEqual({
      code: 'AUTHORIZATION_FAILED',
      amountPaise: null,
      providerTransactionId: null,
    });
  });

  it('is refused with INVALID_TRANSACTION_ID when an id is used twice', async () => {
    const sent = request();
    await provider.pay(sent);
    expect(await provider.pay(sent)).toMatchObject({ ok: false, code: 'INVALID_TRANSACTION_ID' });
  });

  it('branches on the code, not the HTTP status', async () => {
    fake.answerPayWith(() => ({
      status: 200,
      body: { success: false, code: 'BAD_REQUEST', message: 'x' },
    }));
    expect(await provider.pay(request())).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    fake.answerPayWith(() => ({
      status: 500,
      body: { success: false, code: 'INTERNAL_SERVER_ERROR' },
    }));
    expect(await provider.pay(request())).toMatchObject({
      ok: false,
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('answers pending, then success with the amount paid', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(
      sent.merchantTransactionId,
      { code: 'PAYMENT_PENDING' },
      { code: 'PAYMENT_PENDING' },
      { code: 'PAYMENT_SUCCESS' },
    );
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await provider.status(sent.merchantTransactionId));
    expect(answers.map((answer) => answer.code)).toEqual([
      'PAYMENT_PENDING',
      'PAYMENT_PENDING',
      'PAYMENT_SUCCESS',
    ]);
    expect(answers[2]).toEqual({
      code: 'PAYMENT_SUCCESS',
      amountPaise: 8_984_262,
      providerTransactionId: `T${sent.merchantTransactionId}`,
    });
    expect(fake.calls.at(-1)).toMatchObject({
      merchantIdHeader: merchant.merchantId,
      verified: true,
    });
  });

  it('reports the amount PhonePe says was paid, even when it is not the one asked', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(sent.merchantTransactionId, { code: 'PAYMENT_SUCCESS', amount: 100 });
    expect(await provider.status(sent.merchantTransactionId)).toMatchObject({
      code: 'PAYMENT_SUCCESS',
      amountPaise: 100,
    });
  });

  it('passes on failure codes, and an error code sent with HTTP 500', async () => {
    const sent = request();
    await provider.pay(sent);
    fake.script(sent.merchantTransactionId, { code: 'PAYMENT_DECLINED' });
    expect((await provider.status(sent.merchantTransactionId)).code).toBe('PAYMENT_DECLINED');
    fake.script(sent.merchantTransactionId, { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 });
    expect((await provider.status(sent.merchantTransactionId)).code).toBe('INTERNAL_SERVER_ERROR');
    expect((await provider.status('RFNEVERSEEN')).code).toBe('TRANSACTION_NOT_FOUND');
  });

  it('answers INTERNAL_SERVER_ERROR when PhonePe is unreachable or not speaking JSON', async () => {
    const garbled = createServer((_request, response) => response.end('<html>oops</html>'));
    await new Promise<void>((done) => garbled.listen(0, '127.0.0.1', done));
    const port = (garbled.address() as AddressInfo).port;
    try {
      for (const baseUrl of [`http://127.0.0.1:${port}`, 'http://127.0.0.1:1']) {
        const broken = createPhonePeProvider({ ...merchant, baseUrl, timeoutMs: 2_000 });
        expect((await broken.status('RFX')).code).toBe('INTERNAL_SERVER_ERROR');
        expect(await broken.pay(request())).toMatchObject({
          ok: false,
          code: 'INTERNAL_SERVER_ERROR',
        });
      }
    } finally {
      await new Promise<void>((done) => garbled.close(() => done()));
    }
  });

  it('trusts a callback signed with the salt, and names its payment', async () => {
    const sent = request();
    await provider.pay(sent);
    const { body, headers } = fake.callback(sent.merchantTransactionId);
    expect(provider.verifyCallback(body, headers['x-verify'])).toEqual({
      verified: true,
      id: sent.merchantTransactionId,
    });
  });

  it('refuses a callback with a bad, missing or misapplied X-VERIFY, or a garbled body', async () => {
    const sent = request();
    await provider.pay(sent);
    const { body, headers } = fake.callback(sent.merchantTransactionId);
    const forged = fake.callback(
      sent.merchantTransactionId,
      { code: 'PAYMENT_SUCCESS' },
      () => `${'0'.repeat(64)}###1`,
    );
    expect(provider.verifyCallback(forged.body, forged.headers['x-verify'])).toEqual({
      verified: false,
    });
    expect(provider.verifyCallback(body, undefined)).toEqual({ verified: false });
    expect(provider.verifyCallback({ response: `${body.response}x` }, headers['x-verify'])).toEqual(
      { verified: false },
    );
    expect(provider.verifyCallback({}, headers['x-verify'])).toEqual({ verified: false });
    expect(provider.verifyCallback(null, headers['x-verify'])).toEqual({ verified: false });
  });
});
