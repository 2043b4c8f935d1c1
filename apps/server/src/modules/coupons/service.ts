import { type CheckoutCoupon, isCouponActive } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createCouponsRepository } from './repository';

type Db = Kysely<Database> | Transaction<Database>;

/** A coupon the user may apply now, with what checkout needs of it. */
export type UsableCoupon = CheckoutCoupon & { couponid: string };

/** What other modules may ask of the coupons module, which owns the coupon tables. */
export function createCouponsService(db: Db) {
  const coupons = createCouponsRepository(db);
  return {
    /**
     * One of the user's unspent coupons that is still valid now, or undefined: validity is the
     * same rule the screens show (isCouponActive in @shop/domain).
     */
    async findUsable(
      userId: string,
      couponId: string,
      now: Date,
    ): Promise<UsableCoupon | undefined> {
      const row = await coupons.findUnspent(userId, couponId);
      if (!row || !isCouponActive(row.validity?.toISOString() ?? null, now)) return undefined;
      return {
        couponid: row.couponid,
        valuePaise: row.value_paise,
        minPurchaseValuePaise: row.min_purchase_value_paise,
      };
    },
    /** Every coupon the user may apply now, oldest first. */
    async listUsable(userId: string, now: Date): Promise<UsableCoupon[]> {
      const rows = await coupons.listUnspent(userId);
      return rows
        .filter((row) => isCouponActive(row.validity?.toISOString() ?? null, now))
        .map((row) => ({
          couponid: row.couponid,
          valuePaise: row.value_paise,
          minPurchaseValuePaise: row.min_purchase_value_paise,
        }));
    },
    isUnspent: coupons.isUnspent,
    spend: coupons.spend,
    issueWelcomeCoupons: coupons.issueWelcomeCoupons,
    /** A spent coupon usable again: its payment's orders were cancelled. */
    async giveBack(couponId: string): Promise<boolean> {
      const result = await db
        .updateTable('coupons')
        .set({ spent_at: null })
        .where('couponid', '=', couponId)
        .where('spent_at', 'is not', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
