import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewStageEvent {
  orderid: string;
  stage: string;
  actor: 'staff' | 'customer' | 'shop';
  staffId: string | null;
  note?: string | null | undefined;
  details?: unknown;
  at: Date;
}

/** The order_stage_events table: the stages orders reached, who moved them, and when. */
export function createStageEventsRepository(db: Db) {
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
  };
}
