import type { Catalogue, Selection } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccountsTestApp, Browser } from './accounts/support';
import {
  emptyCarts,
  MOUSE,
  MOUSE_LINE,
  openCartShop,
  pcLineOf,
  serverCartOf,
} from './cart-support';

describe('cart: quantities, deletes and reads', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let userId: string;
  let catalogue: Catalogue;
  let selection: Selection;

  const pcLine = (shared: Selection = selection, extra: object = {}) =>
    pcLineOf(catalogue, selection, shared, extra);
  const mouseLine = MOUSE_LINE;
  const cartOf = (who: Browser = browser) => serverCartOf(who);

  beforeAll(async () => {
    ({ testApp, browser, userId, catalogue, selection } = await openCartShop());
  });
  afterAll(() => testApp.close());
  beforeEach(() => emptyCarts(testApp));

  it('changes a quantity by a delta, never below 1, and a change of 0 changes nothing', async () => {
    const added = await browser.post('/api/addToCart', mouseLine);
    const itemid = added.json().cart[0].itemid;
    const qtyAfter = async (qty: number) => {
      const response = await browser.post('/api/updateQty', { itemid, qty, userid: userId });
      expect(response.statusCode).toBe(200);
      return response.json().cart[0].qty;
    };
    expect(await qtyAfter(1)).toBe(2);
    expect(await qtyAfter(3)).toBe(5);
    expect(await qtyAfter(-1)).toBe(4);
    expect(await qtyAfter(-10)).toBe(1);
    expect(await qtyAfter(0)).toBe(1);
  });

  it('deletes a line, and a second delete finds nothing', async () => {
    await browser.post('/api/addToCart', pcLine());
    const added = await browser.post('/api/addToCart', mouseLine);
    const [pc, mouse] = added.json().cart;
    const deleted = await browser.post('/api/delItem', { itemid: pc.itemid, userid: userId });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ cart: [mouse] });
    const again = await browser.post('/api/delItem', { itemid: pc.itemid });
    expect(again.statusCode).toBe(404);
  });

  it("answers the user's server cart for updatePrice and ignores the lines sent", async () => {
    await browser.post('/api/addToCart', mouseLine);
    const response = await browser.post('/api/updatePrice', {
      cart: [{ ...pcLine(), updatedPrice: 1, stock: 'Y' }],
    });
    expect(response.json().cart).toEqual([expect.objectContaining({ itemShort: MOUSE.itemShort })]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the same cart as cartInfo in the user record', async () => {
    await browser.post('/api/addToCart', pcLine());
    await browser.post('/api/addToCart', mouseLine);
    const details = await browser.post('/api/fetchAllUserDetails', { id: userId });
    expect(details.json().cartInfo).toEqual(await cartOf());
    expect(details.json().cartInfo).toHaveLength(2);
  });

  it('asks a guest to log in before any call on a server cart', async () => {
    for (const url of ['/api/addToCart', '/api/updateQty', '/api/delItem', '/api/mergeCart']) {
      const response = await testApp.app.inject({ method: 'POST', url, payload: mouseLine });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Kindly login to proceed!',
        code: 'LOGIN_REQUIRED',
      });
    }
  });
});
