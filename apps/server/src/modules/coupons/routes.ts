import { paiseToRupees } from '@shop/domain';
import type { FastifyPluginAsync } from 'fastify';
import { createCouponsRepository } from './repository';

/** SPEC §3 coupon, as /fetchAllUserDetails answers it (rupees; negative is a deduction). */
export interface CouponView {
  couponid: string;
  description: string;
  value: number;
  validity: string | null;
  created: string;
  minPurchaseValue: number;
}

/** Coupons have no calls of their own yet: the user's list reaches the web in the user record. */
export const couponsRoutes: FastifyPluginAsync = async (app) => {
  const coupons = createCouponsRepository(app.db);
  app.accountDetails.provide('coupons', async (userId): Promise<CouponView[]> => {
    const rows = await coupons.listUnspent(userId);
    return rows.map((row) => ({
      couponid: row.couponid,
      description: row.description,
      value: paiseToRupees(row.value_paise),
      validity: row.validity?.toISOString() ?? null,
      created: row.created.toISOString(),
      minPurchaseValue: paiseToRupees(row.min_purchase_value_paise),
    }));
  });
};
