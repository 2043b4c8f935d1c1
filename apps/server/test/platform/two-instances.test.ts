import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedTestDatabase } from '../helper';
import { type FakePhonePe, startFakePhonePe } from '../integrations/payments/fake-phonepe';
import { Browser, testClock } from '../modules/accounts/support';
import {
  type Buyer,
  buildShopApp,
  buyer,
  gamingSelection,
  MOUSE,
  ordersOf,
  paymentRow,
  type ShopTestApp,
} from '../modules/checkout/support';
import { MERCHANT } from '../modules/payments/phonepe-support';

/**
 * docs/decisions/058-one-worker-per-core.md: the shop runs as several instances (one per core) on
 * one PostgreSQL, each with its own memory. Whatever instance a request reaches, the shop keeps its
 * guarantees. On PGlite the two instances share one handle, as two apps in one process would.
 */
describe('two instances of the shop on one database', () => {
  let fake: FakePhonePe;
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let one: ShopTestApp;
  let other: ShopTestApp;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    fake = await startFakePhonePe(MERCHANT);
    shared = await createSharedTestDatabase();
    const clock = testClock();
    const env = {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_MERCHANT_ID: MERCHANT.merchantId,
      PHONEPE_SALT_KEY: MERCHANT.saltKey,
      PHONEPE_SALT_INDEX: MERCHANT.saltIndex,
      PHONEPE_BASE_URL: fake.baseUrl,
    };
    one = await buildShopApp({ database: shared.first, clock, env });
    other = await buildShopApp({ database: shared.second, clock, env });
    selection = await gamingSelection(one);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await shared?.close();
    await fake?.stop();
  });

  /** The same browser, its cookies and address, as it reaches the other instance. */
  function sameBrowserOn(testApp: ShopTestApp, who: Buyer): Browser {
    const browser = new Browser(testApp);
    for (const [name, value] of who.browser.cookies) browser.cookies.set(name, value);
    return browser;
  }

  async function payingBuyer(): Promise<{ payer: Buyer; id: string }> {
    const payer = await buyer(one, `instances${++buyers}@example.in`, { selection, mice: 1 });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId });
    expect(pay.statusCode).toBe(200);
    return { payer, id: pay.json().data.merchantTransactionId as string };
  }

  it('keeps a session made on one valid on the other, and ends it on both at logout', async () => {
    const payer = await buyer(one, `instances${++buyers}@example.in`);
    const there = sameBrowserOn(other, payer);
    const details = await there.post('/api/fetchAllUserDetails', {});
    expect(details.statusCode).toBe(200);
    expect(JSON.stringify(details.json())).toContain(payer.email);

    expect((await payer.browser.post('/api/clearCookie', {})).statusCode).toBe(200);
    // The other instance kept the session in memory: it drops it as it hears of the sign-out
    // (docs/decisions/064-memory-until-a-change-is-heard.md).
    await vi.waitFor(
      async () => expect((await there.post('/api/fetchAllUserDetails', {})).statusCode).toBe(401),
      { timeout: 1_000, interval: 5 },
    );
  });

  it('shows a line added through one in the cart refreshed on the other', async () => {
    const payer = await buyer(one, `instances${++buyers}@example.in`, { selection });
    const there = sameBrowserOn(other, payer);
    const linesOn = async (browser: Browser) =>
      ((await browser.post('/api/updatePrice', {})).json().cart as unknown[]).length;
    expect(await linesOn(there)).toBe(1);
    expect(await linesOn(there)).toBe(1);

    const added = await payer.browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: MOUSE.id },
      qty: 1,
    });
    expect(added.statusCode).toBe(201);
    expect(await linesOn(payer.browser)).toBe(2);
    await vi.waitFor(async () => expect(await linesOn(there)).toBe(2), {
      timeout: 1_000,
      interval: 5,
    });
  });

  it('makes exactly one set of orders from confirmations racing on both', async () => {
    const { payer, id } = await payingBuyer();
    fake.script(id, { code: 'PAYMENT_SUCCESS' });
    const there = sameBrowserOn(other, payer);
    const callback = (testApp: ShopTestApp) => {
      const { body, headers } = fake.callback(id);
      return testApp.app.inject({
        method: 'POST',
        url: '/api/payment/callback/phonepe',
        headers,
        payload: body,
      });
    };
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const testApp = i % 2 === 0 ? one : other;
        if (i % 4 < 2) return callback(testApp);
        return (testApp === one ? payer.browser : there).get(`/api/payment/validate/${id}`);
      }),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(24).fill(200));
    one.clock.advance(60_000);
    await Promise.all([one.app.reconciler.runOnce(), other.app.reconciler.runOnce()]);

    expect((await ordersOf(one, payer.userId)).map((order) => order.line_no)).toEqual([1, 2]);
    const confirmations = await one.database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', payer.email)
      .where('subject', '=', 'Your RigForge order is confirmed')
      .execute();
    expect(confirmations).toHaveLength(1);
    expect((await paymentRow(one, id)).status).toBe('SUCCESS');
  });

  it('prices a cart on the other at the price just changed through one', async () => {
    const payer = await buyer(one, `instances${++buyers}@example.in`, { selection });
    const there = sameBrowserOn(other, payer);
    const priceOf = async (browser: Browser) =>
      (await browser.post('/api/updatePrice', {})).json().cart[0].updatedPrice as number;
    const before = await priceOf(there);
    expect(await priceOf(payer.browser)).toBe(before);

    await one.database.db
      .updateTable('catalogue_items')
      .where('kind', '=', 'psu')
      .set((eb) => ({ price_paise: eb('price_paise', '+', 1_000_00) }))
      .where('id', '=', selection.psu as string)
      .execute();
    // No wait at all: a price is always read from a copy checked against the database's version.
    const after = await priceOf(there);
    expect(after).toBeGreaterThan(before);
    expect(await priceOf(payer.browser)).toBe(after);
  });

  it('shares the reconciler: a due payment is checked by one instance only', async () => {
    const { id } = await payingBuyer();
    fake.script(id, { code: 'PAYMENT_PENDING' });
    one.clock.advance(60_000);
    const checked = await Promise.all([
      one.app.reconciler.runOnce(),
      other.app.reconciler.runOnce(),
    ]);
    expect(fake.payments.get(id)?.statusCalls).toBe(1);
    expect(checked.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(one, id)).status).toBe('PENDING');
  });
});
