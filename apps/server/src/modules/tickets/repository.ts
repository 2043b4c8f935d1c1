import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTicketsRepository(db: Kysely<Database>) {
  return {
    /** The user's tickets, oldest first. */
    async listForUser(userId: string) {
      return db
        .selectFrom('tickets')
        .select(['id', 'orderid', 'description', 'created'])
        .where('user_id', '=', userId)
        .orderBy('created')
        .orderBy('id')
        .execute();
    },

    /**
     * Raises a ticket on one of the user's orders, in one statement that finds the order by its
     * owner: false for another user's order, or one that does not exist.
     */
    async raise(userId: string, orderId: string, description: string, now: Date) {
      if (!UUID_PATTERN.test(orderId)) return false;
      const raised = await db
        .insertInto('tickets')
        .columns(['user_id', 'orderid', 'description', 'created'])
        .expression((eb) =>
          eb
            .selectFrom('orders')
            .select([
              'user_id',
              'orderid',
              sql<string>`${description}::text`.as('description'),
              sql<Date>`${now}::timestamptz`.as('created'),
            ])
            .where('orderid', '=', orderId)
            .where('user_id', '=', userId),
        )
        .returning('id')
        .executeTakeFirst();
      return raised !== undefined;
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
  };
}
