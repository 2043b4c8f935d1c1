import { type CouponRecord, paiseToRupees } from '@shop/domain';
import type { FastifyPluginAsync } from 'fastify';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { createOffersRepository } from './offers-repository';
import { createCouponsRepository } from './repository';

/**
 * Coupons have no calls of their own yet: the user's list reaches the web in the user record; the
 * coupons and welcome grants are in the registry of personal data.
 */
export const couponsRoutes: FastifyPluginAsync = async (app) => {
  const coupons = createCouponsRepository(app.db);
  // Kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md).
  const unspentOf = rememberedUntilChange(app.databaseChangeCount, coupons.listUnspent);
  app.accountDetails.provide('coupons', async (userId): Promise<CouponRecord[]> => {
    const rows = await unspentOf(userId);
    return rows.map((row) => ({
      couponid: row.couponid,
      description: row.description,
      value: paiseToRupees(row.value_paise),
      validity: row.validity?.toISOString() ?? null,
      created: row.created.toISOString(),
      minPurchaseValue: paiseToRupees(row.min_purchase_value_paise),
    }));
  });

  app.personalData.register({
    table: 'coupons',
    section: 'coupons',
    erasure: 'delete',
    note: 'Your coupons. One used on a payment stays with that payment, without your details.',
    export: ({ userId }) => coupons.exportForUser(userId),
    erase: (trx, { userId }) => createCouponsRepository(trx).deleteUnusedForUser(userId),
  });
  app.personalData.register({
    table: 'welcome_grants',
    section: 'welcomeOffers',
    erasure: 'delete',
    note: 'The phone number your welcome coupons were issued for.',
    export: ({ userId }) => coupons.exportWelcomeGrant(userId),
    erase: (trx, { userId }) => createCouponsRepository(trx).deleteWelcomeGrant(userId),
  });
  const offers = createOffersRepository(app.db);
  app.personalData.register({
    table: 'coupon_offers',
    section: 'couponOffers',
    erasure: 'delete',
    note: 'Coupon offers the shop made to you alone.',
    export: ({ userId }) => offers.exportTargeting(userId),
    erase: (trx, { userId }) => createOffersRepository(trx).deleteTargeting(userId),
  });
};
