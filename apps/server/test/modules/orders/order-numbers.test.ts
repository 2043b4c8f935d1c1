import { isOrderNumberDigits } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawOrderNumber } from '../../../src/modules/orders/draw-order-number';
import { createOrdersRepository } from '../../../src/modules/orders/repository';
import {
  buildShopApp,
  buyer,
  gamingSelection,
  payInSandbox,
  type ShopTestApp,
} from '../checkout/support';
import { customerWithOrder, numberOf, type StaffBrowser, staffBrowser } from '../staff/support';

const SHOWN = /^OD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Short order numbers (docs/decisions/111-short-order-numbers.md). */
describe('order numbers', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let orderIds: string[];
  let numbers: string[];

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'numbers-desk@rigforge.in');
    const bought = await customerWithOrder(testApp, 'numbers@example.in', { mice: 1 });
    orderIds = bought.orderIds;
    numbers = await Promise.all(orderIds.map((orderId) => numberOf(testApp, orderId)));
  });
  afterAll(() => testApp.close());

  const search = async (q: string) => {
    const answer = await staff.browser.get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().orders as { orderid: string }[]).map((order) => order.orderid);
  };

  it('gives each order its own OD-XXXX-XXXX, shown to the customer, the staff and in the email', async () => {
    expect(orderIds).toHaveLength(2);
    for (const number of numbers) expect(number).toMatch(SHOWN);
    expect(new Set(numbers).size).toBe(2);

    const listed = (await staff.browser.get('/api/admin/orders')).json().orders as {
      orderid: string;
      orderNumber: string;
    }[];
    for (const [index, orderId] of orderIds.entries()) {
      expect(listed.find((order) => order.orderid === orderId)?.orderNumber).toBe(numbers[index]);
    }
    const page = (await staff.browser.get(`/api/admin/orders/${orderIds[0]}`)).json();
    expect(page.order.orderNumber).toBe(numbers[0]);
    expect(page.paymentOrders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      numbers,
    );

    const email = await testApp.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', 'numbers@example.in')
      .where('subject', '=', 'Your RigForge order is confirmed')
      .executeTakeFirstOrThrow();
    for (const number of numbers) expect(email.body).toContain(number);
  });

  it('lets staff find an order by its number however it is typed, or by its start', async () => {
    const [pc, mouse] = orderIds as [string, string];
    const number = numbers[0] as string;
    const digits = number.slice(3).replace('-', '');
    // Read out on the phone: a zero may come as the letter O, a one as I or L.
    const spoken = digits.replace(/0/g, 'O').replace(/1/g, 'L');
    for (const typed of [number, number.toLowerCase(), digits, ` od ${spoken} `]) {
      expect(await search(typed), typed).toEqual([pc]);
    }
    expect(await search(number.slice(0, 7))).toContain(pc);
    expect(await search(numbers[1] as string)).toEqual([mouse]);
  });

  it('still finds an order by its full id, and nothing for a number no order has', async () => {
    const [pc] = orderIds as [string];
    expect(await search(pc)).toEqual([pc]);
    expect(await search(`OD-${pc.toUpperCase()}`)).toEqual([pc]);
    const unused = ['OD-0000-0000', 'OD-ZZZZ-ZZZZ'].find((number) => !numbers.includes(number));
    expect(await search(unused as string)).toEqual([]);
    for (const odd of ['%', '_', '\\', 'OD-', 'OD-UUUU-UUUU']) await search(odd);
  });

  it('draws again when a number is taken: the database never holds one twice', async () => {
    const taken = (numbers[0] as string).slice(3).replace('-', '');
    const other = await buyer(testApp, 'numbers-clash@example.in', {
      selection: await gamingSelection(testApp),
    });
    const paymentId = await payInSandbox(testApp, other, 'FAILURE');
    const line = {
      itemType: 'mouse',
      title: 'Logitech G102',
      product: {},
      productShort: 'Logitech G102',
      qty: 1,
      unitPricePaise: 139_500,
      valuePaise: 139_500,
      discount: {},
      address: '12 Anna Salai',
    };
    // Line 1 draws a taken number, line 2 a free one; then line 1 draws line 2's, then its own.
    const draws = [taken, 'FRESH001', 'FRESH001', 'FRESH002'];
    const made = await testApp.database.db
      .transaction()
      .execute((trx) =>
        createOrdersRepository(trx).addForPayment(
          paymentId,
          other.userId,
          [line, line],
          testApp.clock.now(),
          () => draws.shift() as string,
        ),
      );
    expect(made.map((order) => [order.line_no, order.order_number])).toEqual([
      [1, 'FRESH002'],
      [2, 'FRESH001'],
    ]);
    expect(draws).toEqual([]);
    const events = await testApp.database.db
      .selectFrom('order_stage_events')
      .select('orderid')
      .where(
        'orderid',
        'in',
        made.map((order) => order.orderid),
      )
      .execute();
    expect(events).toHaveLength(2);

    await expect(
      testApp.database.db
        .updateTable('orders')
        .set({ order_number: taken })
        .where('orderid', '=', made[0]?.orderid as string)
        .execute(),
    ).rejects.toThrow();
  });

  it('draws numbers of the alphabet that say nothing of each other', () => {
    const drawn = Array.from({ length: 2_000 }, drawOrderNumber);
    for (const digits of drawn) expect(isOrderNumberDigits(digits), digits).toBe(true);
    expect(new Set(drawn).size).toBe(drawn.length);
    // Every digit turns up in every place: nothing is fixed or counted up.
    for (let place = 0; place < 8; place++) {
      expect(new Set(drawn.map((digits) => digits[place])).size).toBe(32);
    }
  });
});
