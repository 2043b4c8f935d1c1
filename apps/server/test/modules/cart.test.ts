import {
  buildItemShort,
  buildPcObject,
  type CartItem,
  type Catalogue,
  catalogueSchema,
  completeSelectionProblems,
  paiseToRupees,
  pcTierFor,
  priceSelection,
  type Selection,
} from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setInStock, whileOutOfStock, whilePriceRaised } from '../catalogue-support';
import { completeSelection } from '../configurator-support';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

const GAMING_PC: Selection = {
  platform: 'AMD',
  gpuType: 'Dedicated',
  processor: 'amd-ryzen-7-7800x3d',
  ramType: 'DDR5',
  gpuBrand: 'NVIDIA',
  gpuModel: 'gigabyte-rtx-4070-super-windforce-oc',
};
const MOUSE = { id: 'logitech-g102-lightsync', itemShort: 'Logitech G102 Lightsync', price: 1395 };

describe('cart', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let userId: string;
  let catalogue: Catalogue;
  let selection: Selection;
  let pcPrice: number;
  let pcShort: string;

  const pcLine = (shared: Selection = selection, extra: object = {}) => ({
    itemType: 'PC',
    item: { ...buildPcObject(catalogue, selection), selection: shared, ...extra },
    itemShort: 'x',
    qty: 1,
  });
  const mouseLine = {
    itemType: 'mouse',
    item: { id: MOUSE.id },
    itemShort: MOUSE.itemShort,
    qty: 1,
  };
  const cartOf = async (who: Browser = browser): Promise<CartItem[]> =>
    (await who.post('/api/updatePrice', { cart: [] })).json().cart;
  const setGpuInStock = (inStock: boolean) =>
    setInStock(testApp.database.db, { kind: 'gpu', id: String(selection.gpuModel) }, inStock);

  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser, userId } = await signedInBrowser(testApp, 'cart@example.in'));
    const components = await testApp.app.inject({ method: 'POST', url: '/api/fetchAllComponents' });
    catalogue = catalogueSchema.parse(components.json());
    selection = completeSelection(catalogue, GAMING_PC);
    pcPrice = paiseToRupees(priceSelection(catalogue, selection).sellingPrice);
    pcShort = String(buildItemShort(catalogue, selection));
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.db.deleteFrom('cart_items').execute();
  });

  it('adds a PC priced, named and stocked by the server whatever the browser sent', async () => {
    const response = await browser.post('/api/addToCart', {
      userid: userId,
      ...pcLine(selection, { price: 1, processor: 'Free upgrade' }),
      itemShort: 'RTX 5090 gaming PC',
      stock: 'Y',
      price: 1,
      updatedPrice: 1,
      title: 'Free PC',
    });

    expect(response.statusCode).toBe(201);
    const { message, cart } = response.json();
    expect(message).toBe('Item added to cart!');
    expect(cart).toEqual([
      {
        itemid: expect.any(String),
        userid: userId,
        itemType: 'PC',
        item: buildPcObject(catalogue, selection),
        itemShort: pcShort,
        qty: 1,
        stock: 'Y',
        created: '2025-06-01T06:30:00.000Z',
        checkoutInfo: null,
        checkouttime: null,
        updatedPrice: pcPrice,
        title: `Custom PC (${pcTierFor(priceSelection(catalogue, selection).sellingPrice)})`,
      },
    ]);
  });

  it('adds an add-on at its catalogue price and name, not the ones sent', async () => {
    const response = await browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: MOUSE.id, price: 1 },
      itemShort: 'Logitech G PRO X Superlight 2',
      qty: 2,
      stock: 'Y',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().cart).toEqual([
      expect.objectContaining({
        itemType: 'mouse',
        item: expect.objectContaining({ id: MOUSE.id, price: MOUSE.price, colour: '#161616' }),
        itemShort: MOUSE.itemShort,
        title: MOUSE.itemShort,
        updatedPrice: MOUSE.price,
        qty: 2,
        stock: 'Y',
      }),
    ]);
  });

  it('refuses the same configuration twice, in whatever order its fields come', async () => {
    await browser.post('/api/addToCart', pcLine());
    const reordered = Object.fromEntries(Object.entries(selection).reverse());
    const again = await browser.post('/api/addToCart', { ...pcLine(reordered), qty: 3 });

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Item already in cart!');
    expect(again.json().cart).toHaveLength(1);
    expect(again.json().cart[0].qty).toBe(1);
  });

  it('refuses the same add-on twice, by its itemShort', async () => {
    await browser.post('/api/addToCart', mouseLine);
    const again = await browser.post('/api/addToCart', mouseLine);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'Item already in cart!',
      code: 'ALREADY_IN_CART',
      cart: await cartOf(),
    });
  });

  it('refuses an unfinished PC, or one with no selection, with the spec message', async () => {
    const { cabinetModel: _left, ...unfinished } = selection;
    for (const item of [{ selection: unfinished }, { price: 90_000 }]) {
      const response = await browser.post('/api/addToCart', { itemType: 'PC', item, qty: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please complete the PC before adding to cart!',
        code: 'INCOMPLETE_PC',
      });
    }
    expect(await cartOf()).toEqual([]);
  });

  it('refuses an incompatible PC with its first broken rule', async () => {
    const incompatible = { ...selection, psu: String(catalogue.psus[0]?.idpsu) };
    const [problem] = completeSelectionProblems(catalogue, incompatible);
    expect(problem).toBeDefined();
    const response = await browser.post('/api/addToCart', pcLine(incompatible));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: problem, code: 'BUILD_REFUSED' });
  });

  it.each([
    ['a pre-built (none exist yet)', { itemType: 'PB', item: { id: 'pb-gaming-1' }, qty: 1 }],
    ['an unknown add-on', { itemType: 'mouse', item: { id: 'mystery-mouse' }, qty: 1 }],
    ['an add-on under another category', { ...mouseLine, itemType: 'keyboard' }],
  ])('refuses %s as not found', async (_what, line) => {
    const response = await browser.post('/api/addToCart', line);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Item not found', code: 'UNKNOWN_ITEM' });
  });

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
