import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAddressesRepository(db: Kysely<Database>) {
  return {
    /** The user's addresses, oldest first. */
    async listForUser(userId: string) {
      return db
        .selectFrom('addresses')
        .select(['addressid', 'title', 'address'])
        .where('user_id', '=', userId)
        .orderBy('created')
        .orderBy('addressid')
        .execute();
    },

    async add(userId: string, title: string, address: string, now: Date) {
      await db
        .insertInto('addresses')
        .values({ user_id: userId, title, address, created: now })
        .execute();
    },

    /** False when the user has no address with this id (someone else's included). */
    async deleteForUser(userId: string, addressId: string): Promise<boolean> {
      if (!UUID_PATTERN.test(addressId)) return false;
      const result = await db
        .deleteFrom('addresses')
        .where('addressid', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
