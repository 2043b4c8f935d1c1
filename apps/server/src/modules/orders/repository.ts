import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

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
     * (payment, line) refuses a second set for the same payment, whatever let it through.
     */
    async addForPayment(
      merchantTransactionId: string,
      userId: string,
      lines: readonly NewOrderLine[],
      now: Date,
    ) {
      if (lines.length === 0) return [];
      const made = await db
        .insertInto('orders')
        .values(
          lines.map((line, index) => ({
            merchant_transaction_id: merchantTransactionId,
            line_no: index + 1,
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
        .returning(['orderid', 'line_no'])
        .execute();
      // Each order's timeline starts here (docs/api/staff-orders.md).
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
      return made;
    },

    /** Every order line of the user as stored, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('orders')
        .select([
          'orderid',
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
