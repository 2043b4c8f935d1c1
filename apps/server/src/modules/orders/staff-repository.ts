import { type OrderStage, UNSOLD_STAGES } from '@shop/domain';
import { type Kysely, sql, type Transaction } from 'kysely';
import { countPastPage } from '../../platform/db/paged-count';
import type { Database } from '../../platform/db/schema';
import { ordersMatching, UUID_PATTERN } from './staff-search';

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

export interface NewStageEvent {
  orderid: string;
  stage: string;
  actor: 'staff' | 'customer' | 'shop';
  staffId: string | null;
  note?: string | null | undefined;
  details?: unknown;
  at: Date;
}

/**
 * The console's reads and the stage moves of the orders table and its stage events
 * (docs/api/staff-orders.md). The customer's name and email are read with the order, for the
 * board and the search; the accounts module still owns them.
 */
export function createStaffOrdersRepository(db: Db) {
  const withCustomer = () =>
    db
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
    /** The stage moves a staff member made, for their data export. */
    async exportStageEventsBy(staffId: string) {
      return db
        .selectFrom('order_stage_events')
        .select(['orderid', 'stage', 'note', 'at'])
        .where('staff_id', '=', staffId)
        .orderBy('at')
        .execute();
    },

    async countStageEventsBy(staffId: string): Promise<number> {
      const row = await db
        .selectFrom('order_stage_events')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('staff_id', '=', staffId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

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
      const rows = await withCustomer()
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

    async find(orderId: string) {
      if (!UUID_PATTERN.test(orderId)) return undefined;
      return withCustomer().where('orders.orderid', '=', orderId).executeTakeFirst();
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

    async addEvent(event: NewStageEvent): Promise<void> {
      await db
        .insertInto('order_stage_events')
        .values({
          orderid: event.orderid,
          stage: event.stage,
          actor: event.actor,
          staff_id: event.staffId,
          note: event.note ?? null,
          details: event.details === undefined ? null : JSON.stringify(event.details),
          at: event.at,
        })
        .execute();
    },

    async events(orderId: string) {
      return db
        .selectFrom('order_stage_events')
        .leftJoin('users', 'users.id', 'order_stage_events.staff_id')
        .select([
          'order_stage_events.stage',
          'order_stage_events.at',
          'order_stage_events.actor',
          'order_stage_events.note',
          'order_stage_events.details',
          'users.email as staff_email',
        ])
        .where('order_stage_events.orderid', '=', orderId)
        .orderBy('order_stage_events.id')
        .execute();
    },

    /** The stages each of the user's orders reached, for the timeline on My Orders. */
    async eventsForUser(userId: string) {
      return db
        .selectFrom('order_stage_events')
        .innerJoin('orders', 'orders.orderid', 'order_stage_events.orderid')
        .select([
          'order_stage_events.orderid',
          'order_stage_events.stage',
          'order_stage_events.at',
          'order_stage_events.details',
        ])
        .where('orders.user_id', '=', userId)
        .orderBy('order_stage_events.id')
        .execute();
    },

    /**
     * Payments with orders Cancelled between `from` and `to` (by their Cancelled step), with
     * who cancelled and why: the refunds to make sure of.
     */
    async cancelledPayments(from: Date, to: Date, limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('order_stage_events as cancel', (join) =>
          join.onRef('cancel.orderid', '=', 'orders.orderid').on('cancel.stage', '=', 'Cancelled'),
        )
        .select(['orders.merchant_transaction_id', 'cancel.note', 'cancel.staff_id', 'cancel.at'])
        .distinctOn('orders.merchant_transaction_id')
        .where('orders.status', '=', 'Cancelled')
        .where('cancel.at', '>=', from)
        .where('cancel.at', '<=', to)
        .orderBy('orders.merchant_transaction_id')
        .orderBy('cancel.at')
        .limit(limit)
        .execute();
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
      return withCustomer()
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
