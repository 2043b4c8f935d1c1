import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function createCouponsRepository(db: Db) {
  return {
    /** The user's coupons not yet spent, oldest first. */
    async listUnspent(userId: string) {
      return db
        .selectFrom('coupons')
        .select([
          'couponid',
          'description',
          'value_paise',
          'validity',
          'created',
          'min_purchase_value_paise',
        ])
        .where('user_id', '=', userId)
        .where('spent_at', 'is', null)
        .orderBy('created')
        .orderBy('code')
        .execute();
    },

    /**
     * Gives the user a copy of every welcome offer, the first time one of their phones is
     * verified; never twice to one account, nor to two accounts for one phone. Runs in the
     * transaction that verifies the phone. Returns how many coupons were issued.
     */
    async issueWelcomeCoupons(userId: string, phone: string, now: Date): Promise<number> {
      const grant = await db
        .insertInto('welcome_grants')
        .values({ user_id: userId, phone, granted_at: now })
        .onConflict((conflict) => conflict.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!grant) return 0;
      const issued = await db
        .insertInto('coupons')
        .columns([
          'user_id',
          'code',
          'description',
          'value_paise',
          'validity',
          'min_purchase_value_paise',
          'created',
        ])
        .expression((eb) =>
          eb
            .selectFrom('welcome_coupons')
            .select((offer) => [
              sql<string>`${userId}::uuid`.as('user_id'),
              'code',
              'description',
              'value_paise',
              offer
                .case()
                .when('valid_for_days', 'is not', null)
                .then(sql<Date>`${now}::timestamptz + make_interval(days => valid_for_days)`)
                .else(offer.ref('validity'))
                .end()
                .as('validity'),
              'min_purchase_value_paise',
              sql<Date>`${now}::timestamptz`.as('created'),
            ]),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'code']).doNothing())
        .executeTakeFirst();
      return Number(issued.numInsertedOrUpdatedRows ?? 0n);
    },
  };
}
