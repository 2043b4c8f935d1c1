import type { Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Buyer,
  buildShopApp,
  buyer,
  gamingSelection,
  giveCoupon,
  payInSandbox,
  type ShopTestApp,
} from './support';

/**
 * docs/decisions/005-the-session-decides-the-user.md for every call of checkout, payments, orders
 * and tickets: a body naming another user is refused (403); another user's payment, order, ticket,
 * cart line, address or coupon is not found (404), and nothing of theirs changes or shows.
 */
describe('authorization matrix: checkout, payments, orders, tickets', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let owner: Buyer;
  let intruder: Buyer;
  let ownerPayment: string;
  let ownerPending: string;
  let ownerOrder: string;
  let ownerTicket: string;
  let ownerCoupon: string;

  const ownerRecord = async () => (await owner.browser.post('/api/fetchAllUserDetails', {})).json();

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
    owner = await buyer(testApp, 'owner.pays@example.in', { selection });
    intruder = await buyer(testApp, 'intruder.pays@example.in', { selection });
    ownerPayment = await payInSandbox(testApp, owner, 'SUCCESS');
    await owner.browser.get(`/api/payment/validate/${ownerPayment}`);
    ownerOrder = (await ownerRecord()).orderInfo[0].orderid;
    const raised = await owner.browser.post('/api/support', {
      orderId: ownerOrder,
      issue: 'Secret issue',
    });
    ownerTicket = raised.json().tickets[0].id;
    await owner.browser.post('/api/addToCart', { itemType: 'PC', item: { selection }, qty: 1 });
    ownerCoupon = await giveCoupon(testApp, owner.userId, { value: -1000, minPurchaseValue: 0 });
    ownerPending = (await owner.browser.post('/api/pay', { addressid: owner.addressId })).json()
      .data.merchantTransactionId;
  });
  afterAll(() => testApp.close());

  it('refuses with 403 Forbidden every call whose body names another user', async () => {
    const calls: Array<[string, object]> = [
      ['/api/checkout', { uid: owner.userId }],
      ['/api/quote', { uid: owner.userId }],
      ['/api/updateCart', { id: 'x', userid: owner.userId }],
      ['/api/updateCart', { id: 'x', uid: owner.userId }],
      ['/api/pay', { userId: owner.userId, addressid: intruder.addressId }],
      ['/api/createOrder', { userId: owner.userId }],
      ['/api/support', { uid: owner.userId, orderId: ownerOrder, issue: 'x' }],
      ['/api/editTicket', { id: ownerTicket, uid: owner.userId, desc: 'x' }],
      ['/api/delTicket', { id: ownerTicket, uid: owner.userId }],
    ];
    for (const [url, body] of calls) {
      const answer = await intruder.browser.post(url, body);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json(), url).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
  });

  it("tells another user a payment's status only, and answers 404 for its order", async () => {
    // Validation answers whoever holds the unguessable id (decision 035): its code, nothing else.
    const validate = await intruder.browser.get(`/api/payment/validate/${ownerPayment}`);
    expect(validate.json()).toEqual({ code: 'PAYMENT_SUCCESS' });
    const pending = await intruder.browser.get(`/api/payment/validate/${ownerPending}`);
    expect(pending.json()).toEqual({ code: 'PAYMENT_PENDING' });
    const order = await intruder.browser.post('/api/createOrder', {
      merchantTransactionId: ownerPayment,
    });
    expect(order.statusCode).toBe(404);
    expect(order.body).not.toContain(ownerPayment);
  });

  it("answers 404 for another user's order, ticket, cart line, address and coupon", async () => {
    const ownerLine = (await ownerRecord()).cartInfo[0].itemid;
    const calls: Array<[string, object]> = [
      ['/api/support', { orderId: ownerOrder, issue: 'Mine now' }],
      ['/api/editTicket', { id: ownerTicket, desc: 'Changed' }],
      ['/api/delTicket', { id: ownerTicket }],
      ['/api/updateCart', { id: ownerLine }],
      ['/api/pay', { addressid: owner.addressId }],
      ['/api/quote', { couponid: ownerCoupon }],
    ];
    for (const [url, body] of calls) {
      const answer = await intruder.browser.post(url, body);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('Secret');
    }
  });

  it("leaves the owner's record as it was, and shows the intruder none of it", async () => {
    const record = await ownerRecord();
    expect(record.userTickets).toEqual([
      expect.objectContaining({ id: ownerTicket, description: 'Secret issue' }),
    ]);
    expect(record.orderInfo).toHaveLength(1);
    expect(record.coupons).toHaveLength(1);
    expect(record.cartInfo[0].checkoutInfo).toBe(null);
    const theirs = (await intruder.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(theirs.orderInfo).toEqual([]);
    expect(theirs.userTickets).toEqual([]);
  });
});
