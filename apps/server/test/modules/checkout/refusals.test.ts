import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  giveCoupon,
  MOUSE,
  type ShopTestApp,
} from './support';

/**
 * docs/api/checkout.md#pay, in its order: address, phone, PC value, coupon; each in the shop's
 * words.
 */
describe('checkout refusals', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let buyers = 0;
  const nextEmail = () => `refused${++buyers}@example.in`;
  const payments = () =>
    testApp.database.db
      .selectFrom('payment_transactions')
      .select('merchant_transaction_id')
      .execute();

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  it('refuses to pay without a delivery address', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    for (const body of [{}, { addressid: '' }, { addressid: null }]) {
      const pay = await who.browser.post('/api/pay', body);
      expect(pay.statusCode).toBe(400);
      expect(pay.json()).toEqual({
        message: 'Please Select Delivery Address!',
        code: 'NO_DELIVERY_ADDRESS',
      });
    }
  });

  it("refuses an address that is not one of the user's", async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const other = await buyer(testApp, nextEmail());
    for (const addressid of [other.addressId, '00000000-0000-4000-8000-000000000000', 'x']) {
      const pay = await who.browser.post('/api/pay', { addressid });
      expect(pay.statusCode).toBe(404);
      expect(pay.json()).toEqual({ message: 'Please Select Delivery Address!', code: 'NOT_FOUND' });
    }
  });

  it('asks a user whose phone is not verified to verify it', async () => {
    const who = await buyer(testApp, nextEmail(), { selection, verified: false });
    const pay = await who.browser.post('/api/pay', { addressid: who.addressId });
    expect(pay.statusCode).toBe(403);
    expect(pay.json()).toEqual({ message: 'PHONE_UNVERIFIED', code: 'PHONE_UNVERIFIED' });
  });

  it('refuses a cart with no PC, or an empty one, with the add-ons message', async () => {
    const addOnsOnly = await buyer(testApp, nextEmail(), { mice: 1 });
    const empty = await buyer(testApp, nextEmail());
    for (const who of [addOnsOnly, empty]) {
      const pay = await who.browser.post('/api/pay', { addressid: who.addressId });
      expect(pay.statusCode).toBe(400);
      expect(pay.json()).toEqual({
        message: 'Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!',
        code: 'PC_REQUIRED',
      });
    }
  });

  it('refuses a coupon whose minimum is above the PC subtotal, in rupees with Indian grouping', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const couponid = await giveCoupon(testApp, who.userId, {
      value: -2500,
      minPurchaseValue: 1_000_000,
    });
    const message =
      'This coupon is valid only on PC(s) purchases of ₹10,00,000 or more. Increase your PC(s) value to apply the discount!';
    for (const url of ['/api/pay', '/api/quote']) {
      const answer = await who.browser.post(url, { addressid: who.addressId, couponid });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({ message, code: 'COUPON_BELOW_MINIMUM' });
    }
  });

  it('does not count add-ons towards a coupon minimum', async () => {
    const who = await buyer(testApp, nextEmail(), { selection, mice: 99 });
    const [pc] = (await who.browser.post('/api/checkout', {})).json().cart;
    const minPurchaseValue = Math.floor(pc.updatedPrice) + 1000;
    expect(MOUSE.price * 99).toBeGreaterThan(1000);
    const couponid = await giveCoupon(testApp, who.userId, { value: -1000, minPurchaseValue });
    const pay = await who.browser.post('/api/pay', { addressid: who.addressId, couponid });
    expect(pay.statusCode).toBe(400);
    expect(pay.json().message).toMatch(
      /^This coupon is valid only on PC\(s\) purchases of ₹[\d,]+ or more\./,
    );
  });

  it("refuses a coupon that is spent, expired, unknown or another user's", async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const other = await buyer(testApp, nextEmail());
    const spent = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 0,
      code: 'SPENT',
    });
    await testApp.database.db
      .updateTable('coupons')
      .set({ spent_at: testApp.clock.now() })
      .where('couponid', '=', spent)
      .execute();
    const expired = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 0,
      code: 'EXPIRED',
      validity: testApp.clock.now(),
    });
    const theirs = await giveCoupon(testApp, other.userId, { value: -1000, minPurchaseValue: 0 });
    for (const couponid of [spent, expired, theirs, '00000000-0000-4000-8000-000000000000', 'x']) {
      for (const url of ['/api/pay', '/api/quote']) {
        const answer = await who.browser.post(url, { addressid: who.addressId, couponid });
        expect(answer.statusCode, `${url} ${couponid}`).toBe(404);
        expect(answer.json()).toEqual({ message: 'Coupon not found', code: 'COUPON_NOT_FOUND' });
      }
    }
  });

  it('starts no payment for any refusal', async () => {
    expect(await payments()).toEqual([]);
  });

  it('answers 401 with the login message without a session', async () => {
    for (const url of [
      '/api/checkout',
      '/api/quote',
      '/api/updateCart',
      '/api/pay',
      '/api/createOrder',
    ]) {
      const answer = await testApp.app.inject({ method: 'POST', url, payload: {} });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toEqual({
        message: 'Kindly login to proceed!',
        code: 'LOGIN_REQUIRED',
      });
    }
  });

  it('is switched off in production unless a provider is configured', async () => {
    const production = await buildShopApp({
      database: testApp.database,
      env: { NODE_ENV: 'production', ENVELOPE_KEY: Buffer.alloc(32, 7).toString('base64') },
    });
    try {
      expect(production.app.payments.provider).toBe(null);
      const page = await production.app.inject({ method: 'GET', url: '/payment/sandbox/RFX' });
      expect(page.body).not.toContain('Sandbox payment');
    } finally {
      await production.close();
    }
  });
});
