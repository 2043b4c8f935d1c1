import { todayInIndia } from '../dates';

export type CouponStatus = 'Active' | 'Expired';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A coupon's status (docs/api/addresses-and-coupons.md#coupons-screen): Active when validity is
 * empty or in the future, else Expired. A bare date is a date in India
 * (docs/decisions/019-india-states-dates-gstin-and-rupees.md) and the coupon lasts through that
 * whole day; a timestamp is compared to the instant. A validity that cannot be read is neither
 * empty nor future: Expired.
 */
export function couponStatus(validity: string | null | undefined, now = new Date()): CouponStatus {
  if (validity === null || validity === undefined || validity.trim() === '') return 'Active';
  const value = validity.trim();
  if (YMD.test(value)) return value >= todayInIndia(now) ? 'Active' : 'Expired';
  const ends = new Date(value).getTime();
  return !Number.isNaN(ends) && ends > now.getTime() ? 'Active' : 'Expired';
}

/** Whether a coupon can be used now: the same rule for the server's checks and the screens. */
export function isCouponActive(validity: string | null | undefined, now = new Date()): boolean {
  return couponStatus(validity, now) === 'Active';
}
