import type { CartItem } from '@shop/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { whileOutOfStock } from '../catalogue-support';
import { testDatabaseKind } from '../helper';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

const line = (itemType: string, id: string, qty = 1) => ({ itemType, item: { id }, qty });
const monitor = line('monitor', 'msi-mag-275qf');
const mouse = line('mouse', 'razer-basilisk-v3', 2);
const wheel = line('simulator', 'thrustmaster-t248');
const stick = line('simulator', 'logitech-extreme-3d-pro');
const headset = line('headset', 'razer-blackshark-v2-x');

describe('merging a guest cart at sign-in', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;

  const merge = (items: object[]) => browser.post('/api/mergeCart', { items });
  const cartOf = async (): Promise<CartItem[]> =>
    (await browser.post('/api/updatePrice', {})).json().cart;
  const shorts = (cart: CartItem[]) => cart.map((item) => `${item.itemShort} x${item.qty}`);

  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser } = await signedInBrowser(testApp, 'merge@example.in'));
  });
  afterAll(() => testApp.close());
  beforeEach(async () => {
    await testApp.database.db.deleteFrom('cart_items').execute();
  });

  it('adds each guest product the server cart lacks once, and keeps what it had', async () => {
    await browser.post('/api/addToCart', { ...monitor, qty: 3 });
    const response = await merge([{ ...monitor, qty: 1 }, mouse, mouse, wheel]);

    expect(response.statusCode).toBe(200);
    expect(shorts(response.json().cart)).toEqual([
      'MSI MAG 275QF x3',
      'Razer Basilisk V3 x2',
      'Thrustmaster T248 x1',
    ]);
    expect(response.json().cart).toEqual(await cartOf());
  });

  it('adds nothing the second time the same guest cart is merged', async () => {
    await merge([monitor, mouse]);
    const again = await merge([monitor, mouse]);
    expect(shorts(again.json().cart)).toEqual(['MSI MAG 275QF x1', 'Razer Basilisk V3 x2']);
  });

  it('leaves out products the shop does not sell, and keeps out-of-stock ones marked N', async () => {
    const wheelItem = { kind: 'accessory', id: 'thrustmaster-t248' };
    await whileOutOfStock(testApp.database.db, wheelItem, async () => {
      const response = await merge([
        line('mouse', 'gone-mouse'),
        line('PB', 'pb-gaming-1'),
        { itemType: 'PC', item: { selection: { platform: 'AMD' } }, qty: 1 },
        wheel,
      ]);
      expect(response.json().cart).toEqual([
        expect.objectContaining({ itemShort: 'Thrustmaster T248', stock: 'N', qty: 1 }),
      ]);
    });
  });

  it('never doubles a product when several tabs merge overlapping carts at once', async () => {
    const carts = [
      [monitor, mouse, wheel],
      [wheel, stick, monitor],
      [headset, mouse],
      [stick, headset, wheel, monitor],
      [mouse, monitor, stick],
    ];
    const responses = await Promise.all(carts.map((items) => merge(items)));

    expect(responses.map((response) => response.statusCode)).toEqual(carts.map(() => 200));
    const cart = await cartOf();
    expect(cart.map((item) => item.itemShort).sort()).toEqual([
      'Logitech Extreme 3D Pro',
      'MSI MAG 275QF',
      'Razer Basilisk V3',
      'Razer BlackShark V2 X',
      'Thrustmaster T248',
    ]);
  });

  it('adds a product once when the same Add To Cart arrives several times at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => browser.post('/api/addToCart', headset)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await cartOf()).toHaveLength(1);
  });
});

// PGlite is one connection, so only PostgreSQL can run these calls truly side by side.
describe.skipIf(testDatabaseKind !== 'postgres')('quantity changes racing on PostgreSQL', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser } = await signedInBrowser(testApp, 'race@example.in'));
  });
  afterAll(() => testApp.close());

  it('counts every one of 20 concurrent quantity changes exactly once', async () => {
    const added = await browser.post('/api/addToCart', { ...monitor, qty: 10 });
    const { itemid } = added.json().cart[0];
    const deltas = [...Array.from({ length: 15 }, () => 1), ...Array.from({ length: 5 }, () => -1)];

    const responses = await Promise.all(
      deltas.map((qty) => browser.post('/api/updateQty', { itemid, qty })),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(deltas.map(() => 200));
    const row = await testApp.database.db
      .selectFrom('cart_items')
      .select('qty')
      .where('itemid', '=', itemid)
      .executeTakeFirstOrThrow();
    // From 10, no order of these can reach the floor of 1, so every order ends at 20.
    expect(row.qty).toBe(10 + 15 - 5);
  });
});
