import { UNSOLD_STAGES } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createStaffOrderList, ordersWithCustomer } from './staff-order-list';
import { UUID_PATTERN } from './staff-search';
import { createStageEventsRepository } from './stage-events-repository';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The console's reads and the stage moves of the orders table and its stage events
 * (docs/api/staff-orders.md). The customer's name and email are read with the order, for the
 * board and the search; the accounts module still owns them.
 */
export function createStaffOrdersRepository(db: Db) {
  return {
    ...createStaffOrderList(db),
    ...createStageEventsRepository(db),

    async find(orderId: string) {
      if (!UUID_PATTERN.test(orderId)) return undefined;
      return ordersWithCustomer(db).where('orders.orderid', '=', orderId).executeTakeFirst();
    },

    /**
     * Moves the order from the stage the mover saw to the next: one guarded statement, so of two
     * staff moving it at once exactly one succeeds. Delivered sets the delivery date.
     */
    async move(orderId: string, from: string, to: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('orders')
        .set({ status: to, ...(to === 'Delivered' && { updated: now }) })
        .where('orderid', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setReservedStock(orderId: string, reserved: unknown): Promise<void> {
      await db
        .updateTable('orders')
        .set({ reserved_stock: reserved === null ? null : JSON.stringify(reserved) })
        .where('orderid', '=', orderId)
        .execute();
    },

    /**
     * Orders placed since a moment and what they came to (the dashboard's today), cancelled and
     * refunded ones left out: they are no sale, and a refund should lower the revenue shown.
     */
    async placedSince(since: Date) {
      const row = await db
        .selectFrom('orders')
        .select([
          (eb) => eb.fn.countAll<string>().as('count'),
          (eb) => eb.fn.coalesce(eb.fn.sum<string>('value_paise'), sql<string>`0`).as('paise'),
        ])
        .where('created', '>=', since)
        .where('status', 'not in', UNSOLD_STAGES)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), valuePaise: Number(row.paise) };
    },

    /** Every order a payment made, in the order paid: what cancelling one of them cancels. */
    async ofPayment(merchantTransactionId: string) {
      return db
        .selectFrom('orders')
        .select(['orderid', 'order_number', 'title', 'status', 'value_paise'])
        .where('merchant_transaction_id', '=', merchantTransactionId)
        .orderBy('line_no')
        .execute();
    },

    /** Every order a payment made, held to the end of the transaction. */
    async lockPayment(merchantTransactionId: string) {
      return ordersWithCustomer(db)
        .where('orders.merchant_transaction_id', '=', merchantTransactionId)
        .orderBy('orders.line_no')
        .modifyEnd(sql`for update of orders`)
        .execute();
    },
  };
}

export type StaffOrderRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createStaffOrdersRepository>['find']>>
>;
