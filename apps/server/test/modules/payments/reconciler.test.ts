import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECONCILE_INTERVAL_MS } from '../../../src/modules/payments/reconciler';
import { createPaymentsService } from '../../../src/modules/payments/service';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { createTestDatabase } from '../../helper';
import { testClock } from '../accounts/support';
import {
  buildShopApp,
  buyer,
  chooseInSandbox,
  gamingSelection,
  ordersOf,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { buildPhonePeShop } from './phonepe-support';

const MINUTE = 60_000;

/**
 * Starts the reconciler as the server does, then fires its timer at once instead of a second
 * later: only that timer is faked, and only while it is set and fired, so the pass it begins
 * (database and provider calls) runs on real timers.
 */
function startWithoutWaiting(testApp: ShopTestApp): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    testApp.app.reconciler.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(RECONCILE_INTERVAL_MS);
  } finally {
    vi.useRealTimers();
  }
}

describe('the reconciler', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  const startPayment = async (app: ShopTestApp = testApp) => {
    const payer = await buyer(app, `reconcile${++buyers}@example.in`, { selection });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId });
    return { payer, id: pay.json().data.merchantTransactionId as string };
  };

  it("checks a pending payment on PhonePe's schedule, keeping the schedule in the payment", async () => {
    const { id } = await startPayment();
    const created = (await paymentRow(testApp, id)).created_at.getTime();
    expect((await paymentRow(testApp, id)).next_check_at?.getTime()).toBe(created + 20_000);
    testApp.clock.advance(19_000);
    expect(await testApp.app.reconciler.runOnce()).toBe(0);
    testApp.clock.advance(1_000);
    expect(await testApp.app.reconciler.runOnce()).toBe(1);
    const checked = await paymentRow(testApp, id);
    expect(checked).toMatchObject({
      status: 'PENDING',
      checks: 1,
      provider_code: 'PAYMENT_PENDING',
    });
    expect(checked.next_check_at?.getTime()).toBe(created + 23_000);
  });

  it('makes the order of a payment the browser never came back to validate', async () => {
    const { payer, id } = await startPayment();
    await chooseInSandbox(testApp, id, 'SUCCESS');
    testApp.clock.advance(25_000);
    await testApp.app.reconciler.runOnce();
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    expect((await paymentRow(testApp, id)).status).toBe('SUCCESS');
  });

  it('keeps asking past 20 minutes, listing the payment for a person, and fails it after a day', async () => {
    const { id } = await startPayment();
    testApp.clock.advance(20 * MINUTE);
    await testApp.app.reconciler.runOnce();
    const past = await paymentRow(testApp, id);
    expect(past).toMatchObject({
      status: 'PENDING',
      review_reason: 'Still pending at the sandbox after 20 minutes',
      coupon_released_at: expect.any(Date),
    });
    expect(past.next_check_at?.getTime()).toBe(past.created_at.getTime() + 30 * MINUTE);
    // The buyer is told it is being confirmed, never that it failed.
    expect(
      (await createPaymentsService(testApp.app).listToReview()).map(
        (row) => row.merchant_transaction_id,
      ),
    ).toContain(id);
    testApp.clock.advance(24 * 60 * MINUTE);
    await testApp.app.reconciler.runOnce();
    expect(await paymentRow(testApp, id)).toMatchObject({
      status: 'FAILED',
      provider_code: 'TIMED_OUT',
      review_reason: 'Still pending at the sandbox after 24 hours',
    });
  });

  it('makes the order and its email when the money arrives after the shop’s 20 minutes', async () => {
    const { payer, id } = await startPayment();
    testApp.clock.advance(20 * MINUTE);
    await testApp.app.reconciler.runOnce();
    expect((await payer.browser.get(`/api/payment/validate/${id}`)).json()).toEqual({
      code: 'PAYMENT_PENDING',
    });
    await chooseInSandbox(testApp, id, 'SUCCESS');
    testApp.clock.advance(10 * MINUTE);
    await testApp.app.reconciler.runOnce();
    expect(await paymentRow(testApp, id)).toMatchObject({ status: 'SUCCESS', review_reason: null });
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    const mail = await testApp.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', payer.email)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    expect(mail?.subject).toMatch(/order/i);
  });

  it('rechecks a held payment at staff request: held again while unanswered, the order once paid', async () => {
    const payments = createPaymentsService(testApp.app);
    const { payer, id } = await startPayment();
    testApp.clock.advance(24 * 60 * MINUTE);
    await testApp.app.reconciler.runOnce();
    expect(await payments.recheckHeld(id)).toEqual({
      status: 'FAILED',
      held: true,
      code: 'PAYMENT_PENDING',
    });
    expect(await paymentRow(testApp, id)).toMatchObject({
      status: 'FAILED',
      review_reason: 'Still pending at the sandbox after 24 hours',
    });

    await chooseInSandbox(testApp, id, 'SUCCESS');
    expect(await payments.recheckHeld(id)).toEqual({
      status: 'SUCCESS',
      held: false,
      code: 'PAYMENT_SUCCESS',
    });
    expect(await ordersOf(testApp, payer.userId)).toHaveLength(1);
    // No longer held, and a payment that never was: nothing to recheck.
    expect(await payments.recheckHeld(id)).toBeNull();
    expect(await payments.recheckHeld((await startPayment()).id)).toBeNull();
  });

  it('completes, after a restart, a sandbox payment decided while the server was stopped', async () => {
    const database = await createTestDatabase();
    const clock = testClock();
    try {
      const before = await buildShopApp({ database, clock });
      const { payer, id } = await startPayment(before);
      await before.close();

      // The tester's choice reaches the sandbox's book while no shop is running.
      await database.db
        .updateTable('sandbox_payments')
        .set({ outcome: 'SUCCESS' })
        .where('merchant_transaction_id', '=', id)
        .execute();
      clock.advance(5 * MINUTE);

      const after = await buildShopApp({ database, clock });
      try {
        await after.app.ready();
        startWithoutWaiting(after);
        await vi.waitFor(async () => expect(await ordersOf(after, payer.userId)).toHaveLength(1), {
          timeout: 10_000,
          interval: 50,
        });
        expect((await paymentRow(after, id)).status).toBe('SUCCESS');
      } finally {
        await after.close();
      }
    } finally {
      await database.close();
    }
  });

  it('completes, after a restart, a PhonePe payment paid while the server was stopped', async () => {
    const database: DatabaseHandle = await createTestDatabase();
    const clock = testClock();
    try {
      const before = await buildPhonePeShop({ database, clock });
      const { payer, id } = await startPayment(before.testApp);
      // Stopped before any check: the reconciler's schedule is all that is left of it.
      await before.testApp.close();
      before.fake.script(id, { code: 'PAYMENT_SUCCESS' });
      clock.advance(3 * MINUTE);

      const after = await buildShopApp({
        database,
        clock,
        env: {
          PAYMENT_PROVIDER: 'phonepe',
          PHONEPE_MERCHANT_ID: 'RIGFORGEUAT',
          PHONEPE_SALT_KEY: 'c0ffee-salt-key-for-tests',
          PHONEPE_SALT_INDEX: '1',
          PHONEPE_BASE_URL: before.fake.baseUrl,
        },
      });
      try {
        await after.app.ready();
        startWithoutWaiting(after);
        await vi.waitFor(async () => expect(await ordersOf(after, payer.userId)).toHaveLength(1), {
          timeout: 10_000,
          interval: 50,
        });
      } finally {
        await after.close();
        await before.fake.stop();
      }
    } finally {
      await database.close();
    }
  });

  it('writes nothing on a pass with nothing due, so what is remembered of the data stands', async () => {
    // Last, after the other stories: their payments decided, a first pass claims what is left.
    await testApp.app.reconciler.runOnce();
    const before = testApp.app.databaseChangeCount();
    expect(await testApp.app.reconciler.runOnce()).toBe(0);
    expect(testApp.app.databaseChangeCount()).toBe(before);
    // A payment due is claimed, a write, which moves the count.
    await startPayment();
    testApp.clock.advance(20_000);
    const beforeTheClaim = testApp.app.databaseChangeCount();
    expect(await testApp.app.reconciler.runOnce()).toBeGreaterThan(0);
    expect(testApp.app.databaseChangeCount()).toBeGreaterThan(beforeTheClaim);
  });
});
