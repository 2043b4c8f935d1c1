import { checkoutTotals, couponMinimumMessage, type Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  chooseInSandbox,
  gamingSelection,
  giveCoupon,
  MOUSE,
  ordersOf,
  payInSandbox,
  paymentRow,
  type ShopTestApp,
} from './support';

describe('paying in the sandbox', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let pcPricePaise: number;
  let buyers = 0;
  const nextEmail = () => `sandbox${++buyers}@example.in`;

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
    const probe = await buyer(testApp, nextEmail(), { selection });
    const cart = (await probe.browser.post('/api/checkout', {})).json().cart;
    pcPricePaise = Math.round(cart[0].updatedPrice * 100);
  });
  afterAll(() => testApp.close());

  it('makes one order per line, spends the coupon, empties the cart and mails the buyer', async () => {
    const who = await buyer(testApp, nextEmail(), { selection, mice: 2 });
    const couponid = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const expected = checkoutTotals({
      lines: [
        { kind: 'pc', unitPricePaise: pcPricePaise, qty: 1, inStock: true },
        { kind: 'addon', unitPricePaise: MOUSE.price * 100, qty: 2, inStock: true },
      ],
      coupon: { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 },
    });

    const pay = await who.browser.post('/api/pay', { addressid: who.addressId, couponid });
    expect(pay.statusCode).toBe(200);
    const { data } = pay.json();
    expect(data.amountPaise).toBe(expected.grandTotalPaise);
    expect(data.instrumentResponse.redirectInfo.url).toBe(
      `${testApp.config.publicBaseUrl}/payment/sandbox/${data.merchantTransactionId}`,
    );

    const page = await who.browser.get(`/payment/sandbox/${data.merchantTransactionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Success');

    const chosen = await chooseInSandbox(testApp, data.merchantTransactionId, 'SUCCESS');
    expect(chosen.headers.location).toBe(`/payment/validate/${data.merchantTransactionId}`);
    const validate = await who.browser.get(`/api/payment/validate/${data.merchantTransactionId}`);
    expect(validate.json()).toEqual({ code: 'PAYMENT_SUCCESS' });

    const orders = await ordersOf(testApp, who.userId);
    expect(orders.map((order) => [order.item_type, order.qty, order.status])).toEqual([
      ['PC', 1, 'Confirmed'],
      ['mouse', 2, 'Confirmed'],
    ]);
    const details = (await who.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.cartInfo).toEqual([]);
    expect(details.coupons).toEqual([]);
    expect(details.orderInfo).toHaveLength(2);

    const created = await who.browser.post('/api/createOrder', {});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      transaction_id: data.merchantTransactionId,
      amount: expected.grandTotalPaise / 100,
      amountPaise: expected.grandTotalPaise,
      currency: 'INR',
    });
    const row = await paymentRow(testApp, data.merchantTransactionId);
    expect(row.status).toBe('SUCCESS');
  });

  it('keeps the cart and the coupon when the payment fails', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const couponid = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const id = await payInSandbox(testApp, who, 'FAILURE', { couponid });
    const validate = await who.browser.get(`/api/payment/validate/${id}`);
    expect(validate.json()).toEqual({ code: 'PAYMENT_DECLINED' });
    const details = (await who.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.cartInfo).toHaveLength(1);
    expect(details.coupons).toHaveLength(1);
    expect(details.orderInfo).toEqual([]);
    expect((await who.browser.post('/api/createOrder', {})).statusCode).toBe(404);
    expect(couponMinimumMessage(50_000)).toContain('₹50,000');
  });
});
