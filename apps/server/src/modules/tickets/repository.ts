import type { Kysely, Transaction } from 'kysely';
import { countPastPage } from '../../platform/db/paged-count';
import type { Database } from '../../platform/db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTicketsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The replies a staff member wrote, for their data export. */
    async exportRepliesBy(staffId: string) {
      return db
        .selectFrom('ticket_replies')
        .select(['ticket_id', 'body', 'created'])
        .where('staff_id', '=', staffId)
        .orderBy('created')
        .execute();
    },

    async countRepliesBy(staffId: string): Promise<number> {
      const row = await db
        .selectFrom('ticket_replies')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('staff_id', '=', staffId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The user's tickets, oldest first, with their order's number. */
    async listForUser(userId: string) {
      return db
        .selectFrom('tickets')
        .innerJoin('orders', 'orders.orderid', 'tickets.orderid')
        .select([
          'tickets.id',
          'tickets.orderid',
          'orders.order_number',
          'tickets.description',
          'tickets.created',
          'tickets.closed_at',
        ])
        .where('tickets.user_id', '=', userId)
        .orderBy('tickets.created')
        .orderBy('tickets.id')
        .execute();
    },

    /** Every ticket of the user with its dates, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('tickets')
        .select(['id', 'orderid', 'description', 'created', 'updated'])
        .where('user_id', '=', userId)
        .orderBy('created')
        .execute();
    },

    async deleteAllForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('tickets')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Raises a ticket on an order the caller has found to be the user's. */
    async raise(userId: string, orderId: string, description: string, now: Date): Promise<void> {
      await db
        .insertInto('tickets')
        .values({ user_id: userId, orderid: orderId, description, created: now })
        .execute();
    },

    /** False when the user has no such ticket. */
    async edit(userId: string, ticketId: string, description: string, now: Date) {
      if (!UUID_PATTERN.test(ticketId)) return false;
      const result = await db
        .updateTable('tickets')
        .set({ description, updated: now })
        .where('id', '=', ticketId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** False when the user has no such ticket. */
    async remove(userId: string, ticketId: string) {
      if (!UUID_PATTERN.test(ticketId)) return false;
      const result = await db
        .deleteFrom('tickets')
        .where('id', '=', ticketId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Each ticket's conversation, oldest first, with the staff member who wrote each answer. */
    async replies(ticketIds: string[]) {
      if (ticketIds.length === 0) return [];
      return db
        .selectFrom('ticket_replies')
        .leftJoin('users', 'users.id', 'ticket_replies.staff_id')
        .select([
          'ticket_replies.ticket_id',
          'ticket_replies.author',
          'ticket_replies.body',
          'ticket_replies.created',
          'users.email as staff_email',
        ])
        .where('ticket_replies.ticket_id', 'in', ticketIds)
        .orderBy('ticket_replies.created')
        .orderBy('ticket_replies.id')
        .execute();
    },

    /** For the console: open (or closed, or all) tickets with their customer, oldest first. */
    async listForStaff(filter: {
      status: 'open' | 'closed' | 'all';
      offset: number;
      limit: number;
    }) {
      let tickets = db.selectFrom('tickets');
      if (filter.status === 'open') tickets = tickets.where('tickets.closed_at', 'is', null);
      if (filter.status === 'closed') tickets = tickets.where('tickets.closed_at', 'is not', null);
      const rows = await tickets
        .innerJoin('users', 'users.id', 'tickets.user_id')
        .innerJoin('orders', 'orders.orderid', 'tickets.orderid')
        .select([
          'tickets.id',
          'tickets.orderid',
          'orders.order_number',
          'tickets.description',
          'tickets.created',
          'tickets.closed_at',
          'users.firstname',
          'users.lastname',
          'users.email',
        ])
        .orderBy('tickets.created')
        .orderBy('tickets.id')
        .offset(filter.offset)
        .limit(filter.limit)
        .execute();
      // Every ticket has its customer and its order: the count needs neither join (decision 110).
      return { rows, ...(await countPastPage(db, tickets, filter)) };
    },

    async findForStaff(ticketId: string) {
      if (!UUID_PATTERN.test(ticketId)) return undefined;
      return db
        .selectFrom('tickets')
        .innerJoin('users', 'users.id', 'tickets.user_id')
        .innerJoin('orders', 'orders.orderid', 'tickets.orderid')
        .select([
          'tickets.id',
          'tickets.orderid',
          'orders.order_number',
          'tickets.description',
          'tickets.created',
          'tickets.closed_at',
          'users.firstname',
          'users.lastname',
          'users.email',
        ])
        .where('tickets.id', '=', ticketId)
        .executeTakeFirst();
    },

    async addStaffReply(ticketId: string, staffId: string, body: string, now: Date) {
      await db
        .insertInto('ticket_replies')
        .values({ ticket_id: ticketId, author: 'staff', staff_id: staffId, body, created: now })
        .execute();
    },

    async close(ticketId: string, now: Date) {
      await db.updateTable('tickets').set({ closed_at: now }).where('id', '=', ticketId).execute();
    },

    /** Tickets not closed yet (the dashboard): kept by a trigger (migration 0054), not counted per view. */
    async countOpen(): Promise<number> {
      const { count } = await db
        .selectFrom('kept_counts')
        .select('count')
        .where('name', '=', 'open tickets')
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
