import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopTestApp } from '../checkout/support';
import { auditOf, type DeskCustomer, openDesk } from './desk-support';
import type { StaffBrowser } from './support';

describe("the console desk: the catalogue's prices and stock", () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let bought: DeskCustomer;

  beforeAll(async () => {
    ({ testApp, staff, bought } = await openDesk());
  });
  afterAll(() => testApp.close());

  const audit = (subject: string) => auditOf(testApp, subject);

  it("changes a part's price: the customer's cart is priced with it at once, and it is audited", async () => {
    const { customer } = bought;
    const gpus = (await staff.browser.get('/api/admin/catalogue?kind=gpu')).json().items;
    const gpu = gpus[0];
    await customer.browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: 'logitech-g102-lightsync' },
      qty: 1,
    });
    const mice = (await staff.browser.get('/api/admin/catalogue?kind=accessory')).json().items;
    const mouse = mice.find((item: { id: string }) => item.id === 'logitech-g102-lightsync');
    const changed = await staff.browser.post('/api/admin/catalogue/update', {
      kind: 'accessory',
      id: mouse.id,
      price: mouse.price + 100,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().item.price).toBe(mouse.price + 100);
    const cart = (await customer.browser.post('/api/fetchAllUserDetails', {})).json().cartInfo;
    expect(JSON.stringify(cart)).toContain(String(mouse.price + 100));
    // The list shown before the change is not shown again after it.
    const miceAfter = (await staff.browser.get('/api/admin/catalogue?kind=accessory')).json().items;
    expect(miceAfter.find((item: { id: string }) => item.id === mouse.id).price).toBe(
      mouse.price + 100,
    );
    expect(await audit(`accessory ${mouse.id}`)).toEqual([
      expect.objectContaining({
        action: 'accessory.update',
        before: expect.objectContaining({ price: mouse.price }),
        after: expect.objectContaining({ price: mouse.price + 100 }),
      }),
    ]);
    expect(gpu.kind).toBe('gpu');
  });

  it('counts stock: none left is out of stock and on the low-stock list', async () => {
    const [cooler] = (await staff.browser.get('/api/admin/catalogue?kind=cooler')).json().items;
    const answer = await staff.browser.post('/api/admin/catalogue/update', {
      kind: 'cooler',
      id: cooler.id,
      stockQty: 0,
    });
    expect(answer.json().item).toMatchObject({ inStock: false, stockQty: 0, low: true });
    const low = (await staff.browser.get('/api/admin/catalogue?low=true')).json().items;
    expect(low.map((item: { id: string }) => item.id)).toContain(cooler.id);
    const refused = await staff.browser.post('/api/admin/catalogue/update', {
      kind: 'cooler',
      id: cooler.id,
      price: 10.5,
    });
    expect(refused.json()).toEqual({
      message: 'Please enter the price in whole rupees.',
      code: 'BAD_REQUEST',
    });
  });

  it('saves nothing and audits nothing when a save changes nothing', async () => {
    const [gpu] = (await staff.browser.get('/api/admin/catalogue?kind=gpu')).json().items;
    const [prebuilt] = (await staff.browser.get('/api/admin/catalogue?kind=prebuilt')).json().items;
    const unchanged = await staff.browser.post('/api/admin/catalogue/update', {
      kind: 'gpu',
      id: gpu.id,
      price: gpu.price,
      inStock: gpu.inStock,
      stockQty: gpu.stockQty,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().item).toEqual(gpu);
    // A pre-built holds only its flag: a price or count sent with it changes nothing either.
    const asIs = await staff.browser.post('/api/admin/catalogue/update', {
      kind: 'prebuilt',
      id: prebuilt.id,
      price: 1,
      inStock: prebuilt.inStock,
    });
    expect(asIs.json().item).toEqual(prebuilt);
    expect(await audit(`gpu ${gpu.id}`)).toEqual([]);
    expect(await audit(`prebuilt ${prebuilt.id}`)).toEqual([]);

    // Only what differs is written: the same price with a new count audits the count.
    await staff.browser.post('/api/admin/catalogue/update', {
      kind: 'gpu',
      id: gpu.id,
      price: gpu.price,
      stockQty: 9,
    });
    expect(await audit(`gpu ${gpu.id}`)).toEqual([
      expect.objectContaining({
        before: { price: gpu.price, inStock: gpu.inStock, stockQty: gpu.stockQty },
        after: { price: gpu.price, inStock: true, stockQty: 9 },
      }),
    ]);
  });
});
