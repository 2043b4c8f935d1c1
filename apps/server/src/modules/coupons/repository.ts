import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCouponsRepository(db: Db) {
  return {
    /** One of the user's coupons not yet spent, with its validity; anything else is not found. */
    async findUnspent(userId: string, couponId: string) {
      if (!UUID_PATTERN.test(couponId)) return undefined;
      return db
        .selectFrom('coupons')
        .select(['couponid', 'value_paise', 'min_purchase_value_paise', 'validity'])
        .where('couponid', '=', couponId)
        .where('user_id', '=', userId)
        .where('spent_at', 'is', null)
        .executeTakeFirst();
    },

    /** Whether a coupon exists and is not spent (read inside a payment's transaction). */
    async isUnspent(couponId: string): Promise<boolean> {
      const coupon = await db
        .selectFrom('coupons')
        .select('spent_at')
        .where('couponid', '=', couponId)
        .executeTakeFirst();
      return coupon !== undefined && coupon.spent_at === null;
    },

    /** Spends a coupon a payment used; false if it was already spent (it never should be). */
    async spend(couponId: string, userId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('coupons')
        .set({ spent_at: now })
        .where('couponid', '=', couponId)
        .where('user_id', '=', userId)
        .where('spent_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

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

    /** Every coupon of the user, spent or not, for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('coupons')
        .select([
          'couponid',
          'code',
          'description',
          'value_paise',
          'min_purchase_value_paise',
          'validity',
          'created',
          'spent_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created')
        .execute();
    },

    /**
     * Deletes the user's coupons that no payment names. A coupon a payment used stays, as part of
     * that payment's price record (the payments' foreign key is only read here, never written).
     */
    async deleteUnusedForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('coupons')
        .where('user_id', '=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('payment_transactions')
                .select(sql`1`.as('used'))
                .whereRef('payment_transactions.coupon_id', '=', 'coupons.couponid'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The phone the welcome offers went to, for the data export. */
    async exportWelcomeGrant(userId: string) {
      return db
        .selectFrom('welcome_grants')
        .select(['phone', 'granted_at'])
        .where('user_id', '=', userId)
        .execute();
    },

    async deleteWelcomeGrant(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('welcome_grants')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
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
