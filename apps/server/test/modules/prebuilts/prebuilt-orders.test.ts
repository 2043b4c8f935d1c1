import { checkoutTotals, type PrebuiltDefinition } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildShopApp,
  buyer,
  chooseInSandbox,
  ordersOf,
  paymentRow,
  type ShopTestApp,
} from '../checkout/support';
import { offerOf, rangeFile } from './support';

describe('a pre-built in the cart, at checkout and in the order', () => {
  let testApp: ShopTestApp;
  let machine: PrebuiltDefinition;
  let buyers = 0;
  const nextEmail = () => `prebuilt${++buyers}@example.in`;

  beforeAll(async () => {
    testApp = await buildShopApp();
    const range = await rangeFile();
    const gaming = range.find((each) => each.id === 'gaming-strike-5060');
    if (!gaming) throw new Error('gaming-strike-5060 is not in the range');
    machine = gaming;
  });
  afterAll(() => testApp.close());

  const addPrebuilt = (who: Awaited<ReturnType<typeof buyer>>, extra = {}) =>
    who.browser.post('/api/addToCart', {
      itemType: 'PB',
      item: { id: machine.id, ...extra },
      itemShort: 'whatever the browser says',
      qty: 1,
    });

  it('is priced, named and stocked by the server, whatever the browser sends', async () => {
    const who = await buyer(testApp, nextEmail());
    const { updatedPrice } = await offerOf(testApp.app, machine);
    const added = await addPrebuilt(who, { pc: { price: 1 }, updatedPrice: 1 });
    expect(added.statusCode).toBe(201);
    const [line] = added.json().cart;
    expect(line).toMatchObject({
      itemType: 'PB',
      updatedPrice,
      stock: 'Y',
      title: `${machine.name} (Pro PC)`,
    });
    expect(line.itemShort).not.toBe('whatever the browser says');
    expect(line.item.pc.selection).toEqual(machine.selection);
    expect(line.item.pc.price).toBe(updatedPrice);

    const again = await addPrebuilt(who);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_IN_CART');
  });

  it('refuses a pre-built the shop does not have, and prices a guest line too', async () => {
    const who = await buyer(testApp, nextEmail());
    const unknown = await who.browser.post('/api/addToCart', {
      itemType: 'PB',
      item: { id: 'no-such-machine' },
      qty: 1,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Item not found', code: 'UNKNOWN_ITEM' });

    const guest = await testApp.app.inject({
      method: 'POST',
      url: '/api/updatePrice',
      payload: { cart: [{ itemType: 'PB', item: { id: machine.id }, qty: 1 }] },
    });
    const [priced] = guest.json().cart;
    expect(priced.updatedPrice).toBe((await offerOf(testApp.app, machine)).updatedPrice);
  });

  it('shows a price change in the cart at once, and an out-of-stock machine as out of stock', async () => {
    const who = await buyer(testApp, nextEmail());
    await addPrebuilt(who);
    const db = testApp.database.db;
    const { price_paise } = await db
      .selectFrom('catalogue_items')
      .where('kind', '=', 'psu')
      .select('price_paise')
      .where('id', '=', machine.selection.psu)
      .executeTakeFirstOrThrow();
    const before = (await who.browser.post('/api/checkout', {})).json().cart[0].updatedPrice;
    await db
      .updateTable('catalogue_items')
      .where('kind', '=', 'psu')
      .set({ price_paise: Number(price_paise) + 5_000_00 })
      .where('id', '=', machine.selection.psu)
      .execute();
    await db
      .updateTable('catalogue_items')
      .where('kind', '=', 'prebuilt')
      .set({ in_stock: false })
      .where('id', '=', machine.id)
      .execute();
    try {
      const [line] = (await who.browser.post('/api/updatePrice', {})).json().cart;
      expect(line.updatedPrice).toBeGreaterThan(before);
      expect(line.stock).toBe('N');
    } finally {
      await db
        .updateTable('catalogue_items')
        .where('kind', '=', 'psu')
        .set({ price_paise })
        .where('id', '=', machine.selection.psu)
        .execute();
      await db
        .updateTable('catalogue_items')
        .where('kind', '=', 'prebuilt')
        .set({ in_stock: true })
        .where('id', '=', machine.id)
        .execute();
    }
  });

  it('is paid at the server price and becomes an order whose product keeps the build under pc', async () => {
    const who = await buyer(testApp, nextEmail());
    await addPrebuilt(who);
    const { updatedPrice } = await offerOf(testApp.app, machine);
    const expected = checkoutTotals({
      lines: [{ kind: 'pc', unitPricePaise: updatedPrice * 100, qty: 1, inStock: true }],
      coupon: null,
    });

    const pay = await who.browser.post('/api/pay', { addressid: who.addressId });
    expect(pay.statusCode).toBe(200);
    const { data } = pay.json();
    expect(data.amountPaise).toBe(expected.grandTotalPaise);
    await chooseInSandbox(testApp, data.merchantTransactionId, 'SUCCESS');
    const validate = await who.browser.get(`/api/payment/validate/${data.merchantTransactionId}`);
    expect(validate.json()).toEqual({ code: 'PAYMENT_SUCCESS' });
    expect((await paymentRow(testApp, data.merchantTransactionId)).status).toBe('SUCCESS');

    const [order] = await ordersOf(testApp, who.userId);
    expect(order).toMatchObject({
      item_type: 'PB',
      title: `${machine.name} (Pro PC)`,
      unit_price_paise: updatedPrice * 100,
      qty: 1,
    });
    const details = (await who.browser.post('/api/fetchAllUserDetails', {})).json();
    expect(details.cartInfo).toEqual([]);
    const [shown] = details.orderInfo;
    const product = typeof shown.product === 'string' ? JSON.parse(shown.product) : shown.product;
    expect(product.id).toBe(machine.id);
    expect(product.pc.selection).toEqual(machine.selection);
  });
});
