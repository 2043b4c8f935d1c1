import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, gamingSelection, MOUSE, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, type StaffBrowser, staffBrowser } from './support';

/** docs/api/staff-orders.md#reserved-stock: Parts Reserved takes counted stock, cancelling returns it. */
describe('parts reserved', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let signIns = 0;

  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const processorStock = async (id: string) =>
    db()
      .selectFrom('catalogue_items')
      .where('kind', '=', 'processor')
      .select(['stock_qty', 'in_stock'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const mouseStock = async () =>
    db()
      .selectFrom('catalogue_items')
      .where('kind', '=', 'accessory')
      .select(['stock_qty', 'in_stock'])
      .where('id', '=', MOUSE.id)
      .executeTakeFirstOrThrow();
  const count = async (kind: 'processor' | 'gpu' | 'accessory', id: string, qty: number) =>
    db()
      .updateTable('catalogue_items')
      .set({ stock_qty: qty, in_stock: true })
      .where('kind', '=', kind)
      .where('id', '=', id)
      .execute();
  const reserve = (orderId: string) =>
    staff.browser.post(`/api/admin/orders/${orderId}/move`, {
      from: 'Confirmed',
      to: 'Parts Reserved',
    });

  it("takes one of each counted part of the PC and the add-ons' count, and puts them back on cancelling", async () => {
    staff = await staffBrowser(testApp, `reserve${++signIns}@rigforge.in`);
    const selection = await gamingSelection(testApp);
    const processorId = selection.processor as string;
    const gpuId = selection.gpuModel as string;
    await count('processor', processorId, 5);
    await count('gpu', gpuId, 1);
    await count('accessory', MOUSE.id, 10);
    const { orderIds } = await customerWithOrder(testApp, 'reserve@example.in', { mice: 2 });
    const [pc, mice] = orderIds as [string, string];

    expect((await reserve(pc)).statusCode).toBe(200);
    expect((await reserve(mice)).statusCode).toBe(200);
    expect(await processorStock(processorId)).toEqual({ stock_qty: 4, in_stock: true });
    // The last one taken puts the card out of stock, as a count of 0 does.
    expect(
      await db()
        .selectFrom('catalogue_items')
        .where('kind', '=', 'gpu')
        .select(['stock_qty', 'in_stock'])
        .where('id', '=', gpuId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ stock_qty: 0, in_stock: false });
    expect(await mouseStock()).toEqual({ stock_qty: 8, in_stock: true });
    const audit = await db()
      .selectFrom('audit_log')
      .select('after')
      .where('subject', '=', `order ${pc}`)
      .executeTakeFirstOrThrow();
    expect((audit.after as { reservedStock: unknown[] }).reservedStock).toEqual(
      expect.arrayContaining([
        { kind: 'processor', id: processorId, qty: 1 },
        { kind: 'gpu', id: gpuId, qty: 1 },
      ]),
    );

    // Cancelling one order cancels its payment's other order: both give their stock back, once.
    const presses = await Promise.all(
      [1, 2].map(() =>
        staff.browser.post(`/api/admin/orders/${pc}/cancel`, {
          from: 'Parts Reserved',
          note: 'Out of budget',
        }),
      ),
    );
    expect(presses.map((press) => press.statusCode)).toContain(200);
    expect(await processorStock(processorId)).toEqual({ stock_qty: 5, in_stock: true });
    expect(
      await db()
        .selectFrom('catalogue_items')
        .where('kind', '=', 'gpu')
        .select(['stock_qty', 'in_stock'])
        .where('id', '=', gpuId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ stock_qty: 1, in_stock: true });
    expect(await mouseStock()).toEqual({ stock_qty: 10, in_stock: true });
  });

  it('leaves stock that is not counted alone, and returns nothing for an order never reserved', async () => {
    staff = await staffBrowser(testApp, `reserve${++signIns}@rigforge.in`);
    const selection = await gamingSelection(testApp);
    const processorId = selection.processor as string;
    await db()
      .updateTable('catalogue_items')
      .where('kind', '=', 'processor')
      .set({ stock_qty: null, in_stock: true })
      .where('id', '=', processorId)
      .execute();
    await count('accessory', MOUSE.id, 3);
    const { orderIds } = await customerWithOrder(testApp, 'unreserved@example.in', { mice: 1 });
    const [pc] = orderIds as [string, string];
    expect((await reserve(pc)).statusCode).toBe(200);
    expect(await processorStock(processorId)).toEqual({ stock_qty: null, in_stock: true });
    const cancelled = await staff.browser.post(`/api/admin/orders/${pc}/cancel`, {
      from: 'Parts Reserved',
      note: 'Duplicate order',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The mice were never reserved: their count is as it was.
    expect(await mouseStock()).toEqual({ stock_qty: 3, in_stock: true });
  });
});
