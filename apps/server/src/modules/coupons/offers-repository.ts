import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface OfferTerms {
  description: string;
  valuePaise: number;
  minPurchaseValuePaise: number;
  validity: Date | null;
}

/**
 * Coupon offers made by staff (docs/api/staff-console.md#coupons): each is issued as one coupon
 * per customer it targets, so checkout and My Coupons read them like any other coupon.
 */
export function createOffersRepository(db: Db) {
  return {
    /** The offers made to this customer alone, for their data export. */
    async exportTargeting(userId: string) {
      return db
        .selectFrom('coupon_offers')
        .select(['code', 'description', 'value_paise', 'validity', 'created', 'expired_at'])
        .where('target_user_id', '=', userId)
        .orderBy('created')
        .execute();
    },

    /** Erasure: offers made to this customer alone go (coupons issued from them keep no link). */
    async deleteTargeting(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('coupon_offers')
        .where('target_user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async list() {
      return db
        .selectFrom('coupon_offers')
        .leftJoin('users', 'users.id', 'coupon_offers.target_user_id')
        .select((eb) => [
          'coupon_offers.id',
          'coupon_offers.code',
          'coupon_offers.description',
          'coupon_offers.value_paise',
          'coupon_offers.min_purchase_value_paise',
          'coupon_offers.validity',
          'coupon_offers.created',
          'coupon_offers.expired_at',
          'users.email as target_email',
          eb
            .selectFrom('coupons')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('coupons.offer_id', '=', 'coupon_offers.id')
            .as('issued'),
          eb
            .selectFrom('coupons')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('coupons.offer_id', '=', 'coupon_offers.id')
            .where('coupons.spent_at', 'is not', null)
            .as('used'),
        ])
        .orderBy('coupon_offers.created', 'desc')
        .execute();
    },

    /** The new offer's id, or null when its code is taken. */
    async create(
      offer: OfferTerms & { code: string; targetUserId: string | null },
      now: Date,
    ): Promise<string | null> {
      const row = await db
        .insertInto('coupon_offers')
        .values({
          code: offer.code,
          description: offer.description,
          value_paise: offer.valuePaise,
          min_purchase_value_paise: offer.minPurchaseValuePaise,
          validity: offer.validity,
          target_user_id: offer.targetUserId,
          created: now,
        })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** One coupon of the offer for its customer, or for every customer (staff aside). */
    async issue(offerId: string, now: Date): Promise<number> {
      const result = await db
        .insertInto('coupons')
        .columns([
          'user_id',
          'code',
          'description',
          'value_paise',
          'validity',
          'min_purchase_value_paise',
          'created',
          'offer_id',
        ])
        .expression((eb) =>
          eb
            .selectFrom('coupon_offers')
            .innerJoin('users', (join) =>
              join.on((on) =>
                on.or([
                  on('users.id', '=', on.ref('coupon_offers.target_user_id')),
                  on.and([
                    on('coupon_offers.target_user_id', 'is', null),
                    on('users.role', 'is', null),
                  ]),
                ]),
              ),
            )
            .select([
              'users.id',
              'coupon_offers.code',
              'coupon_offers.description',
              'coupon_offers.value_paise',
              'coupon_offers.validity',
              'coupon_offers.min_purchase_value_paise',
              sql<Date>`${now}::timestamptz`.as('created'),
              'coupon_offers.id as offer_id',
            ])
            .where('coupon_offers.id', '=', offerId),
        )
        .onConflict((conflict) => conflict.columns(['user_id', 'code']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    /** New terms for the offer and each of its coupons not yet used; false when none. */
    async update(offerId: string, terms: OfferTerms): Promise<boolean> {
      const result = await db
        .updateTable('coupon_offers')
        .set({
          description: terms.description,
          value_paise: terms.valuePaise,
          min_purchase_value_paise: terms.minPurchaseValuePaise,
          validity: terms.validity,
        })
        .where('id', '=', offerId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await db
        .updateTable('coupons')
        .set({
          description: terms.description,
          value_paise: terms.valuePaise,
          min_purchase_value_paise: terms.minPurchaseValuePaise,
          validity: terms.validity,
        })
        .where('offer_id', '=', offerId)
        .where('spent_at', 'is', null)
        .execute();
      return true;
    },

    /** Ends the offer now: its unused coupons are valid until now, so no longer. */
    async expire(offerId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('coupon_offers')
        .set({ expired_at: now, validity: now })
        .where('id', '=', offerId)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await db
        .updateTable('coupons')
        .set({ validity: now })
        .where('offer_id', '=', offerId)
        .where('spent_at', 'is', null)
        .execute();
      return true;
    },
  };
}
