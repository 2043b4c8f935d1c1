import type { CouponRecord } from '@shop/domain';
import { formatRupees } from '../../lib/format';
import { formatCalendarDate } from './profile-fields';

/** "₹1,000 off" for a deduction (negative value), "+₹1,000" for an addition. */
export function couponValueText(value: number): string {
  return value < 0 ? `${formatRupees(-value)} off` : `+${formatRupees(value)}`;
}

export function couponValidityText(validity: CouponRecord['validity']): string {
  if (!validity?.trim()) return 'Valid while the offer lasts';
  return `Valid till ${formatCalendarDate(validity.trim())}`;
}

/** The minimum PC value the coupon asks for, or null when it asks for none. */
export function couponMinimumText(
  minPurchaseValue: CouponRecord['minPurchaseValue'],
): string | null {
  if (!minPurchaseValue || minPurchaseValue <= 0) return null;
  return `On PC(s) purchases of ${formatRupees(minPurchaseValue)} or more`;
}
