import { todayInIndia } from '@shop/domain';
import { formatRupees } from '../../lib/format';
import type { Coupon } from '../../lib/session/session-types';
import { formatCalendarDate } from './profile-fields';

export type CouponStatus = 'Active' | 'Expired';

const YMD = /^\d{4}-\d{2}-\d{2}$/;

/**
 * SPEC §4 coupon: Active when validity is empty or in the future, else Expired. A bare date is a
 * date in India (DECISIONS D10) and the coupon lasts through that whole day; a timestamp is
 * compared to the instant. A validity that cannot be read is neither empty nor future: Expired.
 */
export function couponStatus(validity: string | null | undefined, now = new Date()): CouponStatus {
  if (validity === null || validity === undefined || validity.trim() === '') return 'Active';
  const value = validity.trim();
  if (YMD.test(value)) return value >= todayInIndia(now) ? 'Active' : 'Expired';
  const ends = new Date(value).getTime();
  return !Number.isNaN(ends) && ends > now.getTime() ? 'Active' : 'Expired';
}

/** "₹1,000 off" for a deduction (negative value), "+₹1,000" for an addition. */
export function couponValueText(value: number): string {
  return value < 0 ? `${formatRupees(-value)} off` : `+${formatRupees(value)}`;
}

export function couponValidityText(validity: Coupon['validity']): string {
  if (!validity?.trim()) return 'Valid while the offer lasts';
  return `Valid till ${formatCalendarDate(validity.trim())}`;
}

/** The minimum PC value the coupon asks for, or null when it asks for none. */
export function couponMinimumText(minPurchaseValue: Coupon['minPurchaseValue']): string | null {
  if (!minPurchaseValue || minPurchaseValue <= 0) return null;
  return `On PC(s) purchases of ${formatRupees(minPurchaseValue)} or more`;
}
