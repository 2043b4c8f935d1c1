import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { settledChangeCount } from '../../helper';
import type { Buyer } from '../checkout/support';
import { buildShopApp, MOUSE, type ShopTestApp } from '../checkout/support';
import { customerWithOrder } from '../staff/support';

// The kept answer's compression (platform/http/send-kept.ts): once per answer made.
const brotli = vi.spyOn(zlib, 'brotliCompress');

type Record = {
  userInfo: { id: string; firstname: string }[];
  cartInfo: { itemShort: string }[];
  orderInfo: { orderid: string; status: string; cancellable: boolean }[];
  userTickets: { description: string }[];
};

describe('the user record, kept as sent until its data changes', () => {
  let testApp: ShopTestApp;
  let first: { customer: Buyer; orderIds: string[] };
  let second: { customer: Buyer; orderIds: string[] };
  beforeAll(async () => {
    testApp = await buildShopApp();
    first = await customerWithOrder(testApp, 'kept-first@example.in', { mice: 1 });
    second = await customerWithOrder(testApp, 'kept-second@example.in');
    await settledChangeCount(testApp.database);
  });
  afterAll(async () => {
    await testApp.close();
    brotli.mockRestore();
  });

  const fetchRecord = async (buyer: Buyer) => {
    const answer = await buyer.browser.request({
      method: 'POST',
      url: '/api/fetchAllUserDetails',
      payload: {},
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body =
      answer.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(answer.rawPayload).toString('utf8')
        : answer.body;
    return JSON.parse(body) as Record;
  };

  it('answers the same record again without making it again', async () => {
    const before = await fetchRecord(first.customer);
    const made = brotli.mock.calls.length;
    expect(await fetchRecord(first.customer)).toEqual(before);
    expect(brotli.mock.calls.length).toBe(made);
  });

  it('never answers one user the record of another', async () => {
    for (let round = 0; round < 2; round++) {
      const [one, two] = [await fetchRecord(first.customer), await fetchRecord(second.customer)];
      expect(one.userInfo[0]?.id).toBe(first.customer.userId);
      expect(two.userInfo[0]?.id).toBe(second.customer.userId);
      expect(one.orderInfo.map((order) => order.orderid).sort()).toEqual(
        [...first.orderIds].sort(),
      );
      expect(two.orderInfo.map((order) => order.orderid)).toEqual(second.orderIds);
    }
  });

  it("shows a changed order's status in the next answer", async () => {
    await fetchRecord(first.customer);
    const orderId = first.orderIds[0] as string;
    await testApp.database.db
      .updateTable('orders')
      .set({ status: 'Assembly' })
      .where('orderid', '=', orderId)
      .execute();
    const after = await fetchRecord(first.customer);
    expect(after.orderInfo.find((order) => order.orderid === orderId)?.status).toBe('Assembly');
  });

  it('shows a new ticket, a cart line and a profile edit in the next answer', async () => {
    const { browser, userId } = first.customer;
    await fetchRecord(first.customer);
    await browser.post('/api/support', {
      uid: userId,
      orderId: first.orderIds[0],
      issue: 'The fans are loud',
    });
    expect((await fetchRecord(first.customer)).userTickets.map((t) => t.description)).toContain(
      'The fans are loud',
    );
    const linesBefore = (await fetchRecord(first.customer)).cartInfo.length;
    await browser.post('/api/addToCart', {
      itemType: 'mouse',
      item: { id: MOUSE.id },
      itemShort: 'Logitech G102 Lightsync',
      qty: 1,
    });
    expect((await fetchRecord(first.customer)).cartInfo).toHaveLength(linesBefore + 1);
    await browser.post('/api/updateuser', { userId, firstName: 'Renamed', lastName: 'Buyer' });
    expect((await fetchRecord(first.customer)).userInfo[0]?.firstname).toBe('Renamed');
  });

  it('stops offering Cancel once the window closes, with nothing else changed', async () => {
    const minute = 60 * 1000;
    // Just inside the 24 hours: this call also renews the session (a write), the next does not.
    testApp.clock.advance(24 * 60 * minute - minute);
    const before = await fetchRecord(second.customer);
    expect(before.orderInfo.every((order) => order.cancellable)).toBe(true);
    const changes = testApp.database.changeCount();
    testApp.clock.advance(2 * minute);
    const after = await fetchRecord(second.customer);
    expect(testApp.database.changeCount()).toBe(changes);
    expect(after.orderInfo.map((order) => order.cancellable)).toEqual(
      before.orderInfo.map(() => false),
    );
  });
});
