import { rupeesToPaise } from '@shop/domain';
import { z } from 'zod';
import type { Seeder } from '../../platform/db/seed/seeder';

/** One welcome offer of data/coupons/welcome.json, in rupees as people write it. */
const welcomeCouponSchema = z
  .object({
    code: z.string().regex(/^[A-Z0-9_-]{3,32}$/),
    description: z.string().min(1),
    /** Negative is a deduction. */
    value: z.number().int(),
    minPurchaseValue: z.number().int().nonnegative(),
    /** A fixed end (ISO date-time), or null: valid while the offer lasts... */
    validity: z.iso.datetime({ offset: true }).nullable(),
    /** ...or an end this many days after the coupon is issued. */
    validForDays: z.number().int().positive().nullable().default(null),
  })
  .refine((offer) => offer.validity === null || offer.validForDays === null, {
    message: 'give validity or validForDays, not both',
  });

export const welcomeCouponsSeeder: Seeder = {
  name: 'welcome-coupons',
  file: 'coupons/welcome.json',
  async apply(trx, rows) {
    const offers = z.array(welcomeCouponSchema).parse(rows);
    const codes = offers.map((offer) => offer.code);
    if (new Set(codes).size !== codes.length) throw new Error('Welcome coupon codes must differ');
    // Coupons already issued keep their terms; only future grants see the new file.
    let removal = trx.deleteFrom('welcome_coupons');
    if (codes.length > 0) removal = removal.where('code', 'not in', codes);
    await removal.execute();
    for (const offer of offers) {
      const values = {
        description: offer.description,
        value_paise: rupeesToPaise(offer.value),
        min_purchase_value_paise: rupeesToPaise(offer.minPurchaseValue),
        validity: offer.validity === null ? null : new Date(offer.validity),
        valid_for_days: offer.validForDays,
      };
      await trx
        .insertInto('welcome_coupons')
        .values({ code: offer.code, ...values })
        .onConflict((conflict) => conflict.column('code').doUpdateSet(values))
        .execute();
    }
  },
};
