import type { Catalogue, Selection } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whileOutOfStock, whilePriceRaised } from '../catalogue-support';
import type { AccountsTestApp, Browser } from './accounts/support';
import {
  emptyCarts,
  MOUSE,
  MOUSE_LINE,
  openCartShop,
  pcLineOf,
  serverCartOf,
  setGpuInStockOf,
} from './cart-support';

describe('cart: stock and prices', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let catalogue: Catalogue;
  let selection: Selection;
  let pcPrice: number;

  const pcLine = (shared: Selection = selection, extra: object = {}) =>
    pcLineOf(catalogue, selection, shared, extra);
  const mouseLine = MOUSE_LINE;
  const cartOf = (who: Browser = browser) => serverCartOf(who);
  const setGpuInStock = (inStock: boolean) => setGpuInStockOf(testApp, selection, inStock);

  beforeAll(async () => {
    ({ testApp, browser, catalogue, selection, pcPrice } = await openCartShop());
  });
  afterAll(() => testApp.close());
  beforeEach(() => emptyCarts(testApp));

  it('marks a PC out of stock while one of its parts is, and will not add one', async () => {
    await browser.post('/api/addToCart', pcLine());
    await setGpuInStock(false);
    try {
      const [line] = await cartOf();
      expect(line).toMatchObject({ stock: 'N', updatedPrice: pcPrice });
      const guest = await testApp.app.inject({
        method: 'POST',
        url: '/api/updatePrice',
        payload: { cart: [{ ...pcLine(), stock: 'Y' }] },
      });
      expect(guest.json().cart[0].stock).toBe('N');

      const changed = await browser.post('/api/updateQty', { itemid: line?.itemid, qty: 1 });
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({
        message: 'Item Out of Stock!',
        code: 'OUT_OF_STOCK',
        cart: [line],
      });

      await browser.post('/api/delItem', { itemid: line?.itemid });
      const add = await browser.post('/api/addToCart', pcLine());
      expect(add.statusCode).toBe(409);
      expect(add.json()).toEqual({ message: 'Item Out of Stock!', code: 'OUT_OF_STOCK' });
    } finally {
      await setGpuInStock(true);
    }
  });

  it('reprices a line from the catalogue when a part price changes', async () => {
    await browser.post('/api/addToCart', pcLine());
    const [before] = await cartOf();
    const gpu = { kind: 'gpu', id: String(selection.gpuModel) };
    await whilePriceRaised(testApp.database.db, gpu, 1_000_000, async () => {
      const [after] = await cartOf();
      expect(after?.updatedPrice).toBeGreaterThan(before?.updatedPrice ?? 0);
    });
  });

  it('will not change the quantity of an add-on out of stock', async () => {
    const added = await browser.post('/api/addToCart', mouseLine);
    const itemid = added.json().cart[0].itemid;
    const mouse = { kind: 'accessory', id: MOUSE.id };
    await whileOutOfStock(testApp.database.db, mouse, async () => {
      const response = await browser.post('/api/updateQty', { itemid, qty: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Item Out of Stock!');
      expect(response.json().cart[0]).toMatchObject({ qty: 1, stock: 'N' });
    });
  });
});
