import type { OrderStage } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { countPastPage } from '../../platform/db/paged-count';
import type { Database } from '../../platform/db/schema';
import { ordersMatching } from './staff-search';

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffOrderFilter {
  stage: 'all' | 'open' | OrderStage;
  q?: string | undefined;
  sort: 'created' | '-created' | 'value' | '-value' | 'status' | '-status';
  offset: number;
  limit: number;
}

/** Orders no longer being worked on. */
const CLOSED_STAGES = ['Delivered', 'Cancelled', 'Refunded'];

/** The orders table with each order's customer: the columns the console shows of an order. */
export function ordersWithCustomer(db: Db) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.orderid',
      'orders.order_number',
      'orders.created',
      'orders.updated',
      'orders.status',
      'orders.item_type',
      'orders.title',
      'orders.product',
      'orders.product_short',
      'orders.qty',
      'orders.value_paise',
      'orders.address',
      'orders.user_id',
      'orders.merchant_transaction_id',
      'orders.reserved_stock',
      'users.firstname',
      'users.lastname',
      'users.email',
      'users.number',
    ]);
}

/** The console's board and list of orders: a page of them, and how many stand at each stage. */
export function createStaffOrderList(db: Db) {
  async function stageCounts(): Promise<Record<string, number>> {
    const rows = await db
      .selectFrom('order_stage_counts')
      .select(['status', 'count'])
      .where('count', '>', sql<string>`0`)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** A list's total without a search: from the kept counts, not a count over every order. */
  async function countByStage(stage: StaffOrderFilter['stage']): Promise<number> {
    const counts = Object.entries(await stageCounts());
    const counted = counts.filter(([status]) =>
      stage === 'all'
        ? true
        : stage === 'open'
          ? !CLOSED_STAGES.includes(status)
          : status === stage,
    );
    return counted.reduce((sum, [, count]) => sum + count, 0);
  }

  return {
    async list(filter: StaffOrderFilter) {
      let matching = db.selectFrom('orders');
      if (filter.stage === 'open') {
        matching = matching.where('orders.status', 'not in', CLOSED_STAGES);
      } else if (filter.stage !== 'all') {
        matching = matching.where('orders.status', '=', filter.stage);
      }
      const q = filter.q?.trim();
      if (q) matching = matching.where('orders.orderid', 'in', ordersMatching(db, q));
      const [column, direction] = {
        created: ['orders.created', 'asc'],
        '-created': ['orders.created', 'desc'],
        value: ['orders.value_paise', 'asc'],
        '-value': ['orders.value_paise', 'desc'],
        status: ['orders.status', 'asc'],
        '-status': ['orders.status', 'desc'],
      }[filter.sort] as ['orders.created', 'asc' | 'desc'];
      // The page's ids first, from the sort's index alone, then only those orders with their
      // customers: a page deep in the list no longer joins every order before it (decision 110).
      // The tie-break runs the same way, so one index serves both directions.
      const page = matching
        .select('orders.orderid')
        .orderBy(column, direction)
        .orderBy('orders.orderid', direction)
        .offset(filter.offset)
        .limit(filter.limit);
      const rows = await ordersWithCustomer(db)
        .where('orders.orderid', 'in', page)
        .orderBy(column, direction)
        .orderBy('orders.orderid', direction)
        .execute();
      // A search's total is counted, as far as the page needs (decision 110); a stage's is kept.
      if (q) return { rows, ...(await countPastPage(db, matching, filter)) };
      return { rows, total: await countByStage(filter.stage), totalCapped: false };
    },

    /** How many orders stand at each status, as the trigger keeps them (decision 110). */
    stageCounts,
  };
}
