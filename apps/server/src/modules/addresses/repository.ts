import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

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

    /** One of the user's addresses; another user's is not found. */
    async findForUser(userId: string, addressId: string) {
      if (!UUID_PATTERN.test(addressId)) return undefined;
      return db
        .selectFrom('addresses')
        .select(['addressid', 'title', 'address'])
        .where('addressid', '=', addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Adds an address unless the user already keeps `limit`: the user's row is locked while
     * counting, so two adds at once cannot both take the last place.
     */
    async addWithinLimit(
      userId: string,
      title: string,
      address: string,
      now: Date,
      limit: number,
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const { count } = await trx
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limit) return false;
        await trx
          .insertInto('addresses')
          .values({ user_id: userId, title, address, created: now })
          .execute();
        return true;
      });
    },

    /** Every address of the user with when it was added, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('addresses')
        .select(['addressid', 'title', 'address', 'created'])
        .where('user_id', '=', userId)
        .orderBy('created')
        .execute();
    },

    async deleteAllForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('addresses')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
