// The tables of coupons: the welcome offer, staff offers, and the coupons customers hold.
import type { ColumnType } from 'kysely';
import type { Generated, PaiseColumn, Timestamp } from './schema-columns';

/** A welcome offer, seeded; copied to each user whose phone is verified for the first time. */
export interface WelcomeCouponTable {
  code: string;
  description: string;
  value_paise: PaiseColumn;
  min_purchase_value_paise: PaiseColumn;
  /** A fixed end, or null. */
  validity: Date | null;
  /** Or an end this many days after it is issued. */
  valid_for_days: number | null;
}

export interface CouponTable {
  couponid: Generated<string>;
  user_id: string;
  code: string;
  description: string;
  /** Negative is a deduction. */
  value_paise: PaiseColumn;
  /** Null: valid while the offer lasts. */
  validity: Date | null;
  min_purchase_value_paise: PaiseColumn;
  created: Timestamp;
  spent_at: Date | null;
  /** The staff offer it was issued from, if any. */
  offer_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface WelcomeGrantTable {
  user_id: string;
  phone: string;
  granted_at: Timestamp;
}

/** A coupon offer made by staff for one customer or all (docs/api/staff-console.md#coupons). */
export interface CouponOfferTable {
  id: Generated<string>;
  code: string;
  description: string;
  value_paise: PaiseColumn;
  min_purchase_value_paise: PaiseColumn;
  validity: Date | null;
  target_user_id: string | null;
  created: Timestamp;
  expired_at: Date | null;
}
