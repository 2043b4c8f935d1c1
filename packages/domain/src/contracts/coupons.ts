import { z } from 'zod';

/** A coupon as the user record lists it (docs/api/addresses-and-coupons.md#coupon-record). */
export const couponRecordSchema = z.object({
  couponid: z.string(),
  description: z.string(),
  value: z.number().describe('Rupees; negative is a deduction'),
  validity: z.string().nullable().describe('ISO date-time; null while the offer lasts'),
  created: z.string(),
  minPurchaseValue: z.number().describe('The least PC subtotal it applies to, rupees'),
});
export type CouponRecord = z.infer<typeof couponRecordSchema>;

/** The coupon a checkout call names: one of the user's unspent, unexpired coupons, or none. */
export const couponIdSchema = z
  .string()
  .max(100)
  .nullable()
  .optional()
  .describe("One of the user's unspent, unexpired coupons; none when absent or null");
