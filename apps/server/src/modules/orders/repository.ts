import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { drawOrderNumber } from './draw-order-number';

export interface NewOrderLine {
  itemType: string;
  title: string;
  product: unknown;
  productShort: string;
  qty: number;
  unitPricePaise: number;
  valuePaise: number;
  discount: unknown;
  address: string;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Far more draws than a free number needs while the numbers in use are a sliver of 32^8. */
const MAX_NUMBER_DRAWS = 20;

export function createOrdersRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** Whether the order is the user's; another user's, or none, is false. */
    async belongsTo(userId: string, orderId: string): Promise<boolean> {
      if (!UUID_PATTERN.test(orderId)) return false;
      const order = await db
        .selectFrom('orders')
        .select('orderid')
        .where('orderid', '=', orderId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return order !== undefined;
    },

    /** The payment that made an order, if the order exists (and is the user's, when named). */
    async findPaymentOf(orderId: string, userId?: string): Promise<string | undefined> {
      if (!UUID_PATTERN.test(orderId)) return undefined;
      let query = db
        .selectFrom('orders')
        .select('merchant_transaction_id')
        .where('orderid', '=', orderId);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return (await query.executeTakeFirst())?.merchant_transaction_id;
    },

    /** The order's payment and status, if the order exists (and is the user's, when named). */
    async findPaymentAndStatus(orderId: string, userId?: string) {
      if (!UUID_PATTERN.test(orderId)) return undefined;
      let query = db
        .selectFrom('orders')
        .select(['merchant_transaction_id', 'status'])
        .where('orderid', '=', orderId);
      if (userId !== undefined) query = query.where('user_id', '=', userId);
      return query.executeTakeFirst();
    },

    /**
     * One order per line of a confirmed payment, in its confirmation's transaction. The unique
     * (payment, line) refuses a second set for the same payment, whatever let it through. Each
     * order draws its number; a line whose number was already taken is skipped by the insert
     * (a failed statement would end the transaction) and drawn again (decision 111).
     */
    async addForPayment(
      merchantTransactionId: string,
      userId: string,
      lines: readonly NewOrderLine[],
      now: Date,
      drawNumber: () => string = drawOrderNumber,
    ) {
      const made: { orderid: string; line_no: number; order_number: string }[] = [];
      let waiting = lines.map((line, index) => ({ line, lineNo: index + 1 }));
      for (let draw = 1; waiting.length > 0; draw += 1) {
        if (draw > MAX_NUMBER_DRAWS) throw new Error('No free order number after many draws');
        const inserted = await db
          .insertInto('orders')
          .values(
            waiting.map(({ line, lineNo }) => ({
              merchant_transaction_id: merchantTransactionId,
              line_no: lineNo,
              order_number: drawNumber(),
              user_id: userId,
              item_type: line.itemType,
              title: line.title,
              product: JSON.stringify(line.product),
              product_short: line.productShort,
              qty: line.qty,
              unit_price_paise: line.unitPricePaise,
              value_paise: line.valuePaise,
              discount: JSON.stringify(line.discount),
              address: line.address,
              created: now,
            })),
          )
          .onConflict((conflict) => conflict.column('order_number').doNothing())
          .returning(['orderid', 'line_no', 'order_number'])
          .execute();
        made.push(...inserted);
        waiting = waiting.filter(({ lineNo }) => !inserted.some((row) => row.line_no === lineNo));
      }
      made.sort((a, b) => a.line_no - b.line_no);
      // Each order's timeline starts here (docs/api/staff-orders.md).
      if (made.length > 0) {
        await db
          .insertInto('order_stage_events')
          .values(
            made.map((order) => ({
              orderid: order.orderid,
              stage: 'Confirmed',
              actor: 'shop' as const,
              at: now,
            })),
          )
          .execute();
      }
      return made;
    },

    /** The numbers of the given orders, by order id; ids that name no order are left out. */
    async numbersOf(orderIds: readonly string[]): Promise<Map<string, string>> {
      const ids = orderIds.filter((id) => UUID_PATTERN.test(id));
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select(['orderid', 'order_number'])
        .where('orderid', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.orderid, row.order_number]));
    },

    /** The numbers of a payment's orders, in the order paid: what its invoice covers. */
    async numbersOfPayment(merchantTransactionId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .select('order_number')
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .orderBy('line_no')
        .execute();
      return rows.map((row) => row.order_number);
    },

    /** Every order line of the user as stored, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('orders')
        .select([
          'orderid',
          'order_number',
          'merchant_transaction_id',
          'line_no',
          'item_type',
          'title',
          'product_short',
          'product',
          'qty',
          'unit_price_paise',
          'value_paise',
          'discount',
          'address',
          'status',
          'created',
          'updated',
        ])
        .where('user_id', '=', userId)
        .orderBy('created')
        .orderBy('line_no')
        .execute();
    },

    /** How many order lines the user has: erasure keeps them all, as tax law requires. */
    async countForUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('lines'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.lines);
    },

    /** The user's orders, newest first (lines of one payment in cart order). */
    async listForUser(userId: string) {
      return db
        .selectFrom('orders')
        .select([
          'orderid',
          'order_number',
          'merchant_transaction_id',
          'created',
          'updated',
          'status',
          'qty',
          'discount',
          'product',
          'product_short',
          'address',
          'item_type',
          'title',
          'value_paise',
        ])
        .where('user_id', '=', userId)
        .orderBy('created', 'desc')
        .orderBy('merchant_transaction_id')
        .orderBy('line_no')
        .execute();
    },
  };
}
