import {
  buildPcObject,
  type Catalogue,
  completeSelectionProblems,
  pcTierFor,
  priceSelection,
  type Selection,
} from '@shop/domain';
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

describe('cart: adding lines', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let userId: string;
  let catalogue: Catalogue;
  let selection: Selection;
  let pcPrice: number;
  let pcShort: string;

  const pcLine = (shared: Selection = selection, extra: object = {}) =>
    pcLineOf(catalogue, selection, shared, extra);
  const mouseLine = MOUSE_LINE;
  const cartOf = (who: Browser = browser) => serverCartOf(who);

  beforeAll(async () => {
    ({ testApp, browser, userId, catalogue, selection, pcPrice, pcShort } = await openCartShop());
  });
  afterAll(() => testApp.close());
  beforeEach(() => emptyCarts(testApp));

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
});
