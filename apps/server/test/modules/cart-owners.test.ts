import type { CartItem } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

const headset = { itemType: 'headset', item: { id: 'hyperx-cloud-ii' }, qty: 1 };
const keyboard = { itemType: 'keyboard', item: { id: 'razer-huntsman-mini' }, qty: 1 };

describe("one user's cart is out of another's reach", () => {
  let testApp: AccountsTestApp;
  let asha: Browser;
  let ashaId: string;
  let ravi: Browser;
  let raviId: string;
  let ashaLine: CartItem;

  const cartOf = async (who: Browser): Promise<CartItem[]> =>
    (await who.post('/api/updatePrice', {})).json().cart;

  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser: asha, userId: ashaId } = await signedInBrowser(testApp, 'asha@example.in'));
    ({ browser: ravi, userId: raviId } = await signedInBrowser(testApp, 'ravi@example.in'));
    [ashaLine] = (await asha.post('/api/addToCart', headset)).json().cart;
    await ravi.post('/api/addToCart', keyboard);
  });
  afterAll(() => testApp.close());

  it('shows each user only their own lines, in updatePrice and in the user record', async () => {
    expect((await cartOf(ravi)).map((line) => line.itemShort)).toEqual(['Razer Huntsman Mini']);
    const details = await ravi.post('/api/fetchAllUserDetails', {});
    expect(details.json().cartInfo).toEqual(await cartOf(ravi));
    const asked = await ravi.post('/api/fetchAllUserDetails', { id: ashaId });
    expect(asked.statusCode).toBe(403);
  });

  it("answers 404 to a change of another user's line, and leaves it as it was", async () => {
    const changed = await ravi.post('/api/updateQty', { itemid: ashaLine.itemid, qty: 5 });
    const deleted = await ravi.post('/api/delItem', { itemid: ashaLine.itemid });

    for (const response of [changed, deleted]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Item not found', code: 'ITEM_NOT_FOUND' });
    }
    expect(await cartOf(asha)).toEqual([ashaLine]);
  });

  it.each([
    ['/api/addToCart', () => ({ ...headset, userid: ashaId })],
    ['/api/updateQty', () => ({ itemid: ashaLine.itemid, qty: 1, userid: ashaId })],
    ['/api/delItem', () => ({ itemid: ashaLine.itemid, userid: ashaId })],
    ['/api/mergeCart', () => ({ items: [keyboard], userid: ashaId })],
  ])("refuses %s naming another user's id with 403", async (url, body) => {
    const response = await ravi.post(url, body());
    expect(response.statusCode).toBe(403);
    expect(await cartOf(asha)).toEqual([ashaLine]);
  });

  it("adds to the session's own cart, never to the one a merge or add names", async () => {
    await ravi.post('/api/mergeCart', { items: [headset] });
    expect((await cartOf(ravi)).map((line) => line.itemShort)).toEqual([
      'Razer Huntsman Mini',
      'HyperX Cloud II',
    ]);
    expect(await cartOf(asha)).toEqual([ashaLine]);
    expect((await cartOf(ravi)).every((line) => line.userid === raviId)).toBe(true);
  });

  it('treats an item id that is not an id as not found', async () => {
    const response = await ravi.post('/api/updateQty', { itemid: "1' or '1'='1", qty: 1 });
    expect(response.statusCode).toBe(404);
  });
});
