import { CHECKOUT_SESSION_MS, checkoutTotals, type Selection } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  giveCoupon,
  MOUSE,
  ordersOf,
  payInSandbox,
  paymentRow,
  type ShopTestApp,
} from './support';

describe('checkout figures', () => {
  let testApp: ShopTestApp;
  let selection: Selection;
  let pcPricePaise: number;
  let buyers = 0;
  const nextEmail = () => `figures${++buyers}@example.in`;
  const setGpuInStock = (inStock: boolean) =>
    testApp.database.db
      .updateTable('catalogue_items')
      .where('kind', '=', 'gpu')
      .set({ in_stock: inStock })
      .where('id', '=', String(selection.gpuModel))
      .execute();

  beforeAll(async () => {
    testApp = await buildShopApp();
    selection = await gamingSelection(testApp);
    const probe = await buyer(testApp, nextEmail(), { selection });
    const cart = (await probe.browser.post('/api/checkout', {})).json().cart;
    pcPricePaise = Math.round(cart[0].updatedPrice * 100);
  });
  afterAll(() => testApp.close());

  const expectedTotals = (mice: number, coupon: boolean) =>
    checkoutTotals({
      lines: [
        { kind: 'pc', unitPricePaise: pcPricePaise, qty: 1, inStock: true },
        { kind: 'addon', unitPricePaise: MOUSE.price * 100, qty: mice, inStock: true },
      ],
      coupon: coupon ? { valuePaise: -100_000, minPurchaseValuePaise: 5_000_000 } : null,
    });

  it('stamps checkoutClicked and starts a checkout session on each line, once per session', async () => {
    const who = await buyer(testApp, nextEmail(), { selection, mice: 1 });
    const started = testApp.clock.now().toISOString();
    const first = await who.browser.post('/api/checkout', { uid: who.userId });
    expect(first.statusCode).toBe(200);
    expect(first.json().cart.map((line: { checkouttime: string }) => line.checkouttime)).toEqual([
      started,
      started,
    ]);
    testApp.clock.advance(60_000);
    const again = (await who.browser.post('/api/checkout', {})).json().cart;
    expect(again[0].checkouttime).toBe(started);
    testApp.clock.advance(CHECKOUT_SESSION_MS);
    const renewed = (await who.browser.post('/api/checkout', {})).json().cart;
    expect(renewed[0].checkouttime).toBe(testApp.clock.now().toISOString());
    const details = (await who.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.userInfo[0].checkoutClicked).toBe(testApp.clock.now().toISOString());
  });

  it("quotes the domain's totals for the cart as the catalogue prices it today", async () => {
    const who = await buyer(testApp, nextEmail(), { selection, mice: 2 });
    const couponid = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const expected = expectedTotals(2, true);
    const quote = (await who.browser.post('/api/quote', { couponid })).json();
    expect(quote).toMatchObject({
      pcSubtotalPaise: expected.pcSubtotalPaise,
      addonSubtotal: MOUSE.price * 2,
      couponApplies: true,
      couponDiscount: -1000,
      totalPaise: expected.totalPaise,
      taxableValuePaise: expected.taxableValuePaise,
      gstPaise: expected.gstPaise,
      platformFeePaise: expected.platformFeePaise,
      grandTotalPaise: expected.grandTotalPaise,
      grandTotal: expected.grandTotalPaise / 100,
    });
    const without = (await who.browser.post('/api/quote', {})).json();
    expect(without.grandTotalPaise).toBe(expectedTotals(2, false).grandTotalPaise);
  });

  it('leaves an out-of-stock PC out of the totals and refuses to pay for add-ons alone', async () => {
    const who = await buyer(testApp, nextEmail(), { selection, mice: 1 });
    await setGpuInStock(false);
    try {
      const quote = (await who.browser.post('/api/quote', {})).json();
      expect(quote).toMatchObject({ pcSubtotal: 0, addonSubtotal: MOUSE.price });
      const pay = await who.browser.post('/api/pay', { addressid: who.addressId });
      expect(pay.statusCode).toBe(400);
      expect(pay.json()).toEqual({
        message: 'Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!',
        code: 'PC_REQUIRED',
      });
    } finally {
      await setGpuInStock(true);
    }
  });

  it('charges what the server worked out, whatever amount or discount the browser sent', async () => {
    const who = await buyer(testApp, nextEmail(), { selection, mice: 1 });
    const couponid = await giveCoupon(testApp, who.userId, {
      value: -1000,
      minPurchaseValue: 50_000,
    });
    const cart = (await who.browser.post('/api/checkout', {})).json().cart;
    const forged = { couponDiscount: -99_999, amount: 1, profit: 99, discount: 99 };
    const updated = await who.browser.post('/api/updateCart', {
      id: cart[0].itemid,
      couponid,
      discountInfo: forged,
    });
    expect(updated.statusCode).toBe(200);
    const serverInfo = {
      amount: pcPricePaise / 100,
      couponDiscount: -1000,
      profit: 26,
      discount: 10,
    };
    expect(updated.json().cart[0].checkoutInfo).toEqual(serverInfo);

    const id = await payInSandbox(testApp, who, 'SUCCESS', {
      couponid,
      amount: 1,
      deliveryAddress: 'Somewhere else, 110001',
      name: 'Someone Else',
      number: '9000000000',
      discountInfo: forged,
    });
    const expected = expectedTotals(1, true);
    expect((await paymentRow(testApp, id)).amount_paise).toBe(expected.grandTotalPaise);
    await who.browser.get(`/api/payment/validate/${id}`);
    const orders = await ordersOf(testApp, who.userId);
    expect(orders.map((order) => order.discount)).toEqual([
      serverInfo,
      { amount: MOUSE.price, couponDiscount: 0, profit: 26, discount: 0 },
    ]);
    expect(orders.map((order) => order.address)).toEqual([
      '12 Anna Salai, Chennai, Tamil Nadu, 600002',
      '12 Anna Salai, Chennai, Tamil Nadu, 600002',
    ]);
    expect(orders.reduce((sum, order) => sum + order.value_paise, 0)).toBe(expected.totalPaise);
  });

  it('stamps paymentAttempted when pay is called', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    testApp.clock.advance(1_000);
    await who.browser.post('/api/pay', {});
    const details = (await who.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.userInfo[0].paymentAttempted).toBe(testApp.clock.now().toISOString());
  });

  it('lists the orders in the user record as the contract shapes them, newest first', async () => {
    const who = await buyer(testApp, nextEmail(), { selection });
    const first = await payInSandbox(testApp, who, 'SUCCESS');
    await who.browser.get(`/api/payment/validate/${first}`);
    testApp.clock.advance(60_000);
    await who.browser.post('/api/addToCart', { itemType: 'mouse', item: { id: MOUSE.id }, qty: 1 });
    await who.browser.post('/api/addToCart', { itemType: 'PC', item: { selection }, qty: 2 });
    const second = await payInSandbox(testApp, who, 'SUCCESS');
    await who.browser.get(`/api/payment/validate/${second}`);

    const { orderInfo } = (await who.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(
      orderInfo.map((order: { itemType: string; qty: number }) => [order.itemType, order.qty]),
    ).toEqual([
      ['mouse', 1],
      ['PC', 2],
      ['PC', 1],
    ]);
    expect(orderInfo[2]).toEqual({
      orderid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orderNumber: expect.stringMatching(/^OD-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      created: expect.any(String),
      updated: null,
      status: 'Confirmed',
      qty: 1,
      discount: { amount: pcPricePaise / 100, couponDiscount: 0, profit: 26, discount: 10 },
      product: expect.objectContaining({ processor: expect.any(String) }),
      productShort: expect.any(String),
      address: '12 Anna Salai, Chennai, Tamil Nadu, 600002',
      itemType: 'PC',
      title: expect.stringMatching(/^Custom PC \((Elite|Pro|Master) PC\)$/),
      value: pcPricePaise / 100,
      timeline: expect.arrayContaining([{ stage: 'Confirmed', at: expect.any(String) }]),
      shipment: null,
      cancellable: true,
      // Paid alone: the whole payment was this order, nothing refunded, no credit note.
      paidPaise: expect.any(Number),
      paidTogether: [],
      refund: null,
      creditNote: false,
    });
    expect(orderInfo[2].paidPaise).toBeGreaterThanOrEqual(pcPricePaise);
    const email = await testApp.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', who.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(orderInfo[0].orderNumber).toMatch(/^OD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(email.body).toContain(orderInfo[0].orderNumber);
  });
});
