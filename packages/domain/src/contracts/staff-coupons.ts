import { z } from 'zod';
import { emailSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { storedUuid } from './shared';

/** Coupon offers, for staff (docs/api/staff-console.md). */

export const couponOfferSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  amountOff: z.number().describe('Rupees taken off'),
  minPurchaseValue: z.number().describe('Rupees of PCs the cart must hold'),
  validity: z.string().nullable().describe('ISO end; null while the offer lasts'),
  target: z.string().describe('"all" or the customer\'s email'),
  created: z.string(),
  expiredAt: z.string().nullable(),
  issued: z.number(),
  used: z.number(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

const couponTermsSchema = z.object({
  description: z.string().trim().min(1, 'Please describe the offer.').max(200),
  amountOff: z.number().int('Whole rupees, please.').min(1, 'Whole rupees, please.').max(1_000_000),
  minPurchaseValue: z.number().int().min(0).max(10_000_000),
  validity: z.iso.datetime({ offset: true }).nullable(),
});

export const staffCouponsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/coupons',
  tag: 'staff-coupons',
  summary: 'Every coupon offer made by staff, with how many were issued and used',
  response: z.object({ offers: z.array(couponOfferSchema) }),
  errors: [],
});

export const staffCreateCouponEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/coupons',
  tag: 'staff-coupons',
  summary: 'Makes a coupon offer and issues it to one customer or to every customer',
  body: couponTermsSchema.extend({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{3,20}$/, 'Use 3 to 20 capital letters, digits, - or _.'),
    targetEmail: emailSchema.nullable().describe('Null: every customer'),
  }),
  status: 201,
  response: z.object({ offer: couponOfferSchema }),
  errors: ['NOT_FOUND', 'COUPON_CODE_TAKEN', 'COUPON_LAST_DAY_PASSED'],
});

const offerParams = z.object({ offerId: storedUuid({ error: 'Coupon not found' }) });

export const staffUpdateCouponEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/coupons/:offerId/update',
  tag: 'staff-coupons',
  summary: "Changes an offer's terms, for every coupon of it not yet used",
  params: offerParams,
  body: couponTermsSchema,
  response: z.object({ offer: couponOfferSchema }),
  errors: ['NOT_FOUND', 'COUPON_LAST_DAY_PASSED'],
});

export const staffExpireCouponEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/coupons/:offerId/expire',
  tag: 'staff-coupons',
  summary: 'Ends an offer now: its unused coupons stop working',
  params: offerParams,
  response: z.object({ offer: couponOfferSchema }),
  errors: ['NOT_FOUND'],
});
