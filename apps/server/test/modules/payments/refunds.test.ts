import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsService, type RefundRecord } from '../../../src/modules/payments/service';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { createTestDatabase } from '../../helper';
import type { FakePhonePe } from '../../integrations/payments/fake-phonepe';
import { testClock } from '../accounts/support';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  payInSandbox,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { buildPhonePeShop, MERCHANT, postCallback } from './phonepe-support';

const BY = { reason: 'Cancelled by the customer', requestedBy: 'customer' };

function refundRow(testApp: ShopTestApp, merchantRefundId: string) {
  return testApp.database.db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('merchant_refund_id', '=', merchantRefundId)
    .executeTakeFirstOrThrow();
}

/** Records every refund the app settles, as a module listening for them would. */
function listenForSettled(testApp: ShopTestApp): RefundRecord[] {
  const settled: RefundRecord[] = [];
  createPaymentsService(testApp.app).onRefundSettled(async (_trx, refund) => {
    settled.push(refund);
  });
  return settled;
}

async function refund(testApp: ShopTestApp, merchantTransactionId: string) {
  const outcome = await createPaymentsService(testApp.app).refundPayment(merchantTransactionId, BY);
  if (!outcome.ok) throw new Error(`refund refused: ${outcome.reason}`);
  return outcome;
}

describe('refunds in the sandbox', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let settled: RefundRecord[];
  let buyers = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
    settled = listenForSettled(testApp);
  });
  afterAll(() => testApp.close());

  async function paidPayment() {
    const payer = await buyer(testApp, `sandbox-refund${++buyers}@example.in`, { selection });
    const id = await payInSandbox(testApp, payer, 'SUCCESS');
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json().code).toBe(
      'PAYMENT_SUCCESS',
    );
    return { payer, id };
  }

  it("refunds a paid payment's whole amount at once, telling listeners once", async () => {
    const { id } = await paidPayment();
    const { amount_paise } = await paymentRow(testApp, id);
    const outcome = await refund(testApp, id);
    expect(outcome.created).toBe(true);
    expect(outcome.refund).toMatchObject({
      merchantTransactionId: id,
      amountPaise: amount_paise,
      status: 'COMPLETED',
      refundedAmountPaise: amount_paise,
      reason: BY.reason,
      requestedBy: BY.requestedBy,
      reviewReason: null,
    });
    expect(outcome.refund.merchantRefundId).toMatch(/^[A-Za-z0-9_-]{1,34}$/);
    expect(settled.filter((one) => one.merchantTransactionId === id)).toEqual([outcome.refund]);
  });

  it('answers the same refund when asked again, and refunds nothing more', async () => {
    const { id } = await paidPayment();
    const first = await refund(testApp, id);
    const again = await refund(testApp, id);
    expect(again).toEqual({ ok: true, created: false, refund: first.refund });
    const kept = await testApp.database.db
      .selectFrom('sandbox_refunds')
      .select('merchant_refund_id')
      .where('merchant_transaction_id', '=', id)
      .execute();
    expect(kept).toEqual([{ merchant_refund_id: first.refund.merchantRefundId }]);
    expect(await createPaymentsService(testApp.app).findRefund(id)).toEqual(first.refund);
  });

  it('settles a refund again later when a listener failed, so the listener runs once in the end', async () => {
    const { id } = await paidPayment();
    let failures = 1;
    const seen: string[] = [];
    createPaymentsService(testApp.app).onRefundSettled(async (_trx, refund) => {
      if (refund.merchantTransactionId !== id) return;
      if (failures-- > 0) throw new Error('the listener could not finish');
      seen.push(refund.merchantRefundId);
    });
    const { refund: asked } = await refund(testApp, id);
    expect(asked.status).toBe('REQUESTED');
    expect(seen).toEqual([]);

    // The request's lease runs out after 30 s; then the reconciler looks again.
    testApp.clock.advance(30_000);
    await testApp.app.reconciler.runOnce();
    expect((await refundRow(testApp, asked.merchantRefundId)).status).toBe('COMPLETED');
    expect(seen).toEqual([asked.merchantRefundId]);
    testApp.clock.advance(60 * 60_000);
    await testApp.app.reconciler.runOnce();
    expect(seen).toEqual([asked.merchantRefundId]);
  });

  it('refuses a payment that was not paid, and one that does not exist', async () => {
    const payer = await buyer(testApp, `sandbox-refund${++buyers}@example.in`, { selection });
    const pending = await payInSandbox(testApp, payer, 'PENDING');
    const service = createPaymentsService(testApp.app);
    expect(await service.refundPayment(pending, BY)).toEqual({ ok: false, reason: 'NOT_PAID' });
    expect(await service.refundPayment('RFNOSUCHPAYMENT', BY)).toEqual({
      ok: false,
      reason: 'NOT_FOUND',
    });
    expect(await service.findRefund(pending)).toBe(null);
  });
});

describe('refunds with PhonePe v1', () => {
  let shop: Awaited<ReturnType<typeof buildPhonePeShop>>;
  let testApp: ShopTestApp;
  let fake: FakePhonePe;
  let selection: Selection;
  let settled: RefundRecord[];
  let buyers = 0;

  beforeAll(async () => {
    shop = await buildPhonePeShop();
    ({ testApp, fake } = shop);
    selection = await gamingSelection(testApp);
    settled = listenForSettled(testApp);
  });
  afterAll(() => shop.close());

  async function paidPayment(app: ShopTestApp = testApp, gateway: FakePhonePe = fake) {
    const payer = await buyer(app, `phonepe-refund${++buyers}@example.in`, { selection });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId });
    const id = pay.json().data.merchantTransactionId as string;
    gateway.script(id, { code: 'PAYMENT_SUCCESS' });
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json().code).toBe(
      'PAYMENT_SUCCESS',
    );
    return { payer, id, amountPaise: (await paymentRow(app, id)).amount_paise };
  }

  const refundsAtFake = (id: string) =>
    [...fake.refunds.values()].filter((one) => one.originalTransactionId === id);

  it('asks PhonePe for the whole amount and follows the refund from pending to completed', async () => {
    const { payer, id, amountPaise } = await paidPayment();
    const { refund: asked } = await refund(testApp, id);
    expect(asked.status).toBe('PENDING');
    expect(refundsAtFake(id)).toEqual([
      expect.objectContaining({
        merchantTransactionId: asked.merchantRefundId,
        amount: amountPaise,
        merchantUserId: payer.userId.replaceAll('-', ''),
        callbackUrl: `${testApp.config.publicBaseUrl}/api/payment/callback/phonepe`,
      }),
    ]);
    expect((await refundRow(testApp, asked.merchantRefundId)).next_check_at?.getTime()).toBe(
      asked.createdAt.getTime() + 20_000,
    );

    testApp.clock.advance(20_000);
    await testApp.app.reconciler.runOnce();
    expect(await refundRow(testApp, asked.merchantRefundId)).toMatchObject({
      status: 'PENDING',
      checks: 1,
      provider_code: 'PAYMENT_PENDING',
    });
    fake.scriptRefund(asked.merchantRefundId, { code: 'PAYMENT_SUCCESS' });
    testApp.clock.advance(3_000);
    await testApp.app.reconciler.runOnce();
    const done = await createPaymentsService(testApp.app).findRefund(id);
    expect(done).toMatchObject({
      status: 'COMPLETED',
      refundedAmountPaise: amountPaise,
      providerRefundId: `T${asked.merchantRefundId}`,
    });
    expect(settled.filter((one) => one.merchantTransactionId === id)).toEqual([done]);

    // Final: nobody asks PhonePe about it again.
    const statusCalls = fake.refunds.get(asked.merchantRefundId)?.statusCalls;
    testApp.clock.advance(60 * 60_000);
    await testApp.app.reconciler.runOnce();
    expect(await refund(testApp, id)).toMatchObject({ created: false, refund: done });
    expect(fake.refunds.get(asked.merchantRefundId)?.statusCalls).toBe(statusCalls);
    expect(refundsAtFake(id)).toHaveLength(1);
  });

  it('settles a refund from its signed callback, confirmed by a status call', async () => {
    const { id } = await paidPayment();
    const { refund: asked } = await refund(testApp, id);
    fake.scriptRefund(asked.merchantRefundId, { code: 'PAYMENT_SUCCESS' });

    const forged = fake.refundCallback(asked.merchantRefundId);
    forged.headers['x-verify'] = `${'0'.repeat(64)}###1`;
    expect((await postCallback(testApp, forged)).statusCode).toBe(401);
    expect((await refundRow(testApp, asked.merchantRefundId)).status).toBe('PENDING');

    const answer = await postCallback(testApp, fake.refundCallback(asked.merchantRefundId));
    expect(answer.statusCode).toBe(200);
    expect((await refundRow(testApp, asked.merchantRefundId)).status).toBe('COMPLETED');
    expect(settled.filter((one) => one.merchantTransactionId === id)).toHaveLength(1);
  });

  it('marks a refund PhonePe failed for review, and a new request asks for a new one', async () => {
    const { id } = await paidPayment();
    const { refund: first } = await refund(testApp, id);
    fake.scriptRefund(first.merchantRefundId, { code: 'PAYMENT_ERROR' });
    expect(
      await createPaymentsService(testApp.app).checkRefund(first.merchantRefundId),
    ).toMatchObject({
      status: 'FAILED',
      refundedAmountPaise: null,
      reviewReason: 'The provider failed the refund: PAYMENT_ERROR',
    });
    expect(settled.filter((one) => one.merchantTransactionId === id)).toHaveLength(1);

    // PhonePe took nothing for the failed one, so the whole amount may be asked again.
    fake.refunds.delete(first.merchantRefundId);
    const second = await refund(testApp, id);
    expect(second.created).toBe(true);
    expect(second.refund.merchantRefundId).not.toBe(first.merchantRefundId);
    expect(second.refund.status).toBe('PENDING');
  });

  it('follows, after a restart, a refund whose answer was lost: PhonePe refunds once', async () => {
    const database: DatabaseHandle = await createTestDatabase();
    const clock = testClock();
    try {
      const before = await buildPhonePeShop({ database, clock });
      const { id } = await paidPayment(before.testApp, before.fake);
      before.fake.refundMishaps('drop-after');
      const { refund: asked } = await refund(before.testApp, id);
      // PhonePe kept it, but the shop never heard so.
      expect(asked.status).toBe('REQUESTED');
      expect(before.fake.refunds.get(asked.merchantRefundId)).toBeDefined();
      await before.testApp.close();

      const after = await buildShopApp({ database, clock, env: phonePeEnv(before.fake) });
      try {
        clock.advance(30_000);
        expect(await after.app.reconciler.runOnce()).toBe(1);
        expect((await refundRow(after, asked.merchantRefundId)).status).toBe('PENDING');
        before.fake.scriptRefund(asked.merchantRefundId, { code: 'PAYMENT_SUCCESS' });
        clock.advance(60_000);
        await after.app.reconciler.runOnce();
        expect((await refundRow(after, asked.merchantRefundId)).status).toBe('COMPLETED');
        expect(before.fake.refunds.size).toBe(1);
      } finally {
        await after.close();
        await before.fake.stop();
      }
    } finally {
      await database.close();
    }
  });

  it('asks again, under the same id, for a refund PhonePe never received', async () => {
    const { id } = await paidPayment();
    fake.refundMishaps('unreachable');
    const { refund: asked } = await refund(testApp, id);
    expect(asked.status).toBe('REQUESTED');
    expect(refundsAtFake(id)).toEqual([]);

    // Looked at on the schedule, 20 s after it was asked: PhonePe has not heard of it.
    expect((await refundRow(testApp, asked.merchantRefundId)).next_check_at?.getTime()).toBe(
      asked.createdAt.getTime() + 20_000,
    );
    testApp.clock.advance(19_000);
    await testApp.app.reconciler.runOnce();
    expect(refundsAtFake(id)).toEqual([]);
    testApp.clock.advance(1_000);
    await testApp.app.reconciler.runOnce();
    expect(refundsAtFake(id).map((one) => one.merchantTransactionId)).toEqual([
      asked.merchantRefundId,
    ]);
    expect((await refundRow(testApp, asked.merchantRefundId)).status).toBe('PENDING');
  });

  it('makes one refund of twenty requests at once', async () => {
    const { id } = await paidPayment();
    const service = createPaymentsService(testApp.app);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => service.refundPayment(id, BY)),
    );
    const ids = new Set(outcomes.map((one) => (one.ok ? one.refund.merchantRefundId : one.reason)));
    expect(ids.size).toBe(1);
    expect(outcomes.filter((one) => one.ok && one.created)).toHaveLength(1);
    expect(refundsAtFake(id)).toHaveLength(1);
    const rows = await testApp.database.db
      .selectFrom('payment_refunds')
      .select('status')
      .where('merchant_transaction_id', '=', id)
      .execute();
    expect(rows).toEqual([{ status: 'PENDING' }]);
  });
});

function phonePeEnv(fake: FakePhonePe): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'phonepe',
    PHONEPE_MERCHANT_ID: MERCHANT.merchantId,
    PHONEPE_SALT_KEY: MERCHANT.saltKey,
    PHONEPE_SALT_INDEX: MERCHANT.saltIndex,
    PHONEPE_BASE_URL: fake.baseUrl,
  };
}
