import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  chooseInSandbox,
  gamingSelection,
  ownerCookie,
  type ShopTestApp,
} from '../checkout/support';

describe('the sandbox payment page', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let buyers = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  const startPayment = async () => {
    const payer = await buyer(testApp, `sandbox.page${++buyers}@example.in`, { selection });
    const pay = await payer.browser.post('/api/pay', { addressid: payer.addressId });
    const data = pay.json().data as { merchantTransactionId: string; amountPaise: number };
    return { ...data, browser: payer.browser };
  };

  it('offers Success, Failure and Pending in a plain form, with no script and no inline style', async () => {
    const { merchantTransactionId, browser } = await startPayment();
    const page = await browser.get(`/payment/sandbox/${merchantTransactionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("style-src 'self'");
    expect(page.body).toContain(
      `<form method="post" action="/api/payment/sandbox/${merchantTransactionId}">`,
    );
    for (const outcome of ['SUCCESS', 'FAILURE', 'PENDING']) {
      expect(page.body).toContain(`name="outcome" value="${outcome}"`);
    }
    expect(page.body).toMatch(
      />Success<\/button>[\s\S]*>Failure<\/button>[\s\S]*>Pending<\/button>/,
    );
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page.body).toContain('<link rel="stylesheet" href="/payment/sandbox.css">');
    // Under the shop's no-referrer a browser would post the form with Origin: null.
    expect(page.body).toContain('<meta name="referrer" content="same-origin">');
    const css = await testApp.app.inject({ method: 'GET', url: '/payment/sandbox.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('#e5182b');
  });

  it('shows the amount asked, formatted in rupees', async () => {
    const { merchantTransactionId, amountPaise, browser } = await startPayment();
    const page = await browser.get(`/payment/sandbox/${merchantTransactionId}`);
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
      .format(amountPaise / 100)
      .replace(/\.00$/, '');
    expect(page.body).toContain(rupees);
  });

  it('records a choice and sends the browser to validation with 303', async () => {
    const { merchantTransactionId } = await startPayment();
    const chosen = await chooseInSandbox(testApp, merchantTransactionId, 'PENDING');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/payment/validate/${merchantTransactionId}`);
  });

  it('pays ₹1 short when asked, for a payment of the wrong amount', async () => {
    const { merchantTransactionId, amountPaise } = await startPayment();
    await chooseInSandbox(testApp, merchantTransactionId, 'SHORT');
    const row = await testApp.database.db
      .selectFrom('sandbox_payments')
      .select(['outcome', 'amount_paise'])
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ outcome: 'SUCCESS', amount_paise: amountPaise - 100 });
  });

  it('lets a pending payment be decided later, but never changes a decided one', async () => {
    const { merchantTransactionId, browser } = await startPayment();
    await chooseInSandbox(testApp, merchantTransactionId, 'PENDING');
    await chooseInSandbox(testApp, merchantTransactionId, 'FAILURE');
    await chooseInSandbox(testApp, merchantTransactionId, 'SUCCESS');
    const row = await testApp.database.db
      .selectFrom('sandbox_payments')
      .select('outcome')
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBe('FAILURE');
    const page = await browser.get(`/payment/sandbox/${merchantTransactionId}`);
    expect(page.body).toContain('already decided');
    expect(page.body).not.toContain('<form');
  });

  it('answers 404 for a payment it does not know, and 400 for an outcome it does not offer', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/payment/sandbox/RFUNKNOWN' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment not found');
    const { merchantTransactionId } = await startPayment();
    const odd = await testApp.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${merchantTransactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=REFUND',
    });
    expect(odd.statusCode).toBe(400);
  });

  it("answers 404 to anyone but the payment's owner, guests included", async () => {
    const { merchantTransactionId } = await startPayment();
    const { browser: other } = await startPayment();
    const page = await other.get(`/payment/sandbox/${merchantTransactionId}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain('<form');
    const guestPage = await testApp.app.inject({
      method: 'GET',
      url: `/payment/sandbox/${merchantTransactionId}`,
    });
    expect(guestPage.statusCode).toBe(404);
    const choice = await other.request({
      method: 'POST',
      url: `/api/payment/sandbox/${merchantTransactionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=SUCCESS',
    });
    expect(choice.statusCode).toBe(404);
    const row = await testApp.database.db
      .selectFrom('sandbox_payments')
      .select('outcome')
      .where('merchant_transaction_id', '=', merchantTransactionId)
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBeNull();
  });

  it('is served in production only when PAYMENT_PROVIDER=sandbox is set', async () => {
    const { merchantTransactionId } = await startPayment();
    const env = { NODE_ENV: 'production', ENVELOPE_KEY: Buffer.alloc(32, 3).toString('base64') };
    const off = await buildShopApp({ database: testApp.database, env });
    const on = await buildShopApp({
      database: testApp.database,
      env: { ...env, PAYMENT_PROVIDER: 'sandbox' },
    });
    try {
      const hidden = await off.app.inject({
        method: 'GET',
        url: `/payment/sandbox/${merchantTransactionId}`,
      });
      expect(hidden.body).not.toContain('Sandbox payment');
      const shown = await on.app.inject({
        method: 'GET',
        url: `/payment/sandbox/${merchantTransactionId}`,
        headers: { cookie: await ownerCookie(testApp, merchantTransactionId) },
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Sandbox payment');
    } finally {
      await off.close();
      await on.close();
    }
  });
});
