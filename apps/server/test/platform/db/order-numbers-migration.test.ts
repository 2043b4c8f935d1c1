import { isOrderNumberDigits } from '@shop/domain';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../src/platform/db/migrations';
import { buildShopApp, type ShopTestApp } from '../../modules/checkout/support';
import { customerWithOrder } from '../../modules/staff/support';

const ORDERS_MADE_BEFORE = 3_000;

/**
 * 0051 gives every order made before it a short number (docs/decisions/111-short-order-numbers.md):
 * taken back off the orders of a shop that has some, and run again over them.
 */
describe('migration 0051_order_numbers', () => {
  let testApp: ShopTestApp;
  beforeAll(async () => {
    testApp = await buildShopApp();
  });
  afterAll(() => testApp.close());

  it('numbers every order already made, each its own, and then requires one', async () => {
    const { orderIds } = await customerWithOrder(testApp, 'before-numbers@example.in', {
      mice: 1,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the orders table before 0051
    const db = testApp.database.db as unknown as Kysely<any>;
    const migration = migrations['0051_order_numbers'];
    if (!migration?.down) throw new Error('0051 must be registered, with its down');
    await migration.down(db);
    // A year of orders, copies of the two made (other line numbers of the same payment).
    await sql`insert into orders (merchant_transaction_id, line_no, user_id, item_type, title,
        product, product_short, qty, unit_price_paise, value_paise, discount, address, status,
        created)
      select merchant_transaction_id, line_no + 2 * n, user_id, item_type, title, product,
        product_short, qty, unit_price_paise, value_paise, discount, address, status, created
      from orders, generate_series(1, ${ORDERS_MADE_BEFORE / 2}) as n`.execute(db);

    await migration.up(db);

    const rows = await testApp.database.db
      .selectFrom('orders')
      .select(['orderid', 'order_number'])
      .execute();
    expect(rows).toHaveLength(ORDERS_MADE_BEFORE + 2);
    for (const row of rows)
      expect(isOrderNumberDigits(row.order_number), row.order_number).toBe(true);
    expect(new Set(rows.map((row) => row.order_number)).size).toBe(rows.length);
    // Random, not counted: every digit turns up in every place.
    for (let place = 0; place < 8; place++) {
      expect(new Set(rows.map((row) => row.order_number[place])).size).toBe(32);
    }
    // The orders made before keep their ids.
    expect(rows.map((row) => row.orderid)).toEqual(expect.arrayContaining(orderIds));

    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    await expect(
      sql`update orders set order_number = ${first.order_number} where orderid = ${second.orderid}`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update orders set order_number = null where orderid = ${second.orderid}`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`update orders set order_number = 'OD-AB12CD' where orderid = ${second.orderid}`.execute(
        db,
      ),
    ).rejects.toThrow();
  });
});
