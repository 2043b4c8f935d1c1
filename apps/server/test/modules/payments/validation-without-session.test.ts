import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/support';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  ordersOf,
  payInSandbox,
  type ShopTestApp,
} from '../checkout/support';

/**
 * A UPI app opens the phone's default browser after paying: no shop session there. Validation
 * answers whoever holds the unguessable id, with the payment's status and nothing else
 * (docs/decisions/035-a-payment-told-as-it-stands.md).
 */
describe('validating a payment from a browser without the shop session', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let buyers = 0;
  const nextEmail = () => `nosession${++buyers}@example.in`;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
  });
  afterAll(() => testApp.close());

  it('answers PAYMENT_SUCCESS for a paid payment and makes its order at once', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const id = await payInSandbox(testApp, who, 'SUCCESS');
    const stranger = new Browser(testApp);

    const answer = await stranger.get(`/api/payment/validate/${id}`);
    expect(answer.statusCode).toBe(200);
    // The status only: no amount, no user, no address.
    expect(answer.json()).toEqual({ code: 'PAYMENT_SUCCESS' });
    expect(await ordersOf(testApp, who.userId)).toHaveLength(1);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers PAYMENT_PENDING for a payment still in progress, and a failure code for a failed one', async () => {
    const pending = await buyer(testApp, nextEmail(), { selection });
    const pendingId = await payInSandbox(testApp, pending, 'PENDING');
    const failed = await buyer(testApp, nextEmail(), { selection });
    const failedId = await payInSandbox(testApp, failed, 'FAILURE');
    const stranger = new Browser(testApp);

    expect((await stranger.get(`/api/payment/validate/${pendingId}`)).json()).toEqual({
      code: 'PAYMENT_PENDING',
    });
    expect((await stranger.get(`/api/payment/validate/${failedId}`)).json()).toEqual({
      code: 'PAYMENT_DECLINED',
    });
  });

  it('answers 404 for an id the shop never issued', async () => {
    const answer = await new Browser(testApp).get('/api/payment/validate/RFMADEUP0000000000');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ code: 'TRANSACTION_NOT_FOUND', message: 'Payment not found' });
  });

  it('still gives the order itself only to its buyer', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const id = await payInSandbox(testApp, who, 'SUCCESS');
    const other = await buyer(testApp, nextEmail(), { selection });
    await other.browser.get(`/api/payment/validate/${id}`);
    const order = await other.browser.post('/api/createOrder', { merchantTransactionId: id });
    expect(order.statusCode).toBe(404);
    expect(
      (await who.browser.post('/api/createOrder', { merchantTransactionId: id })).statusCode,
    ).toBe(201);
  });
});
