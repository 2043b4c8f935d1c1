import { describe, expect, it } from 'vitest';
import { couponStatus, isCouponActive } from './coupon-status';

// 10:00 in India on 15 Mar 2026.
const NOW = new Date('2026-03-15T04:30:00Z');

describe('coupon status', () => {
  it('is Active while the offer lasts (no validity)', () => {
    expect(couponStatus(null, NOW)).toBe('Active');
    expect(couponStatus(undefined, NOW)).toBe('Active');
    expect(couponStatus('', NOW)).toBe('Active');
  });

  it('is Active through the whole last day of a dated validity, in India', () => {
    expect(couponStatus('2026-03-16', NOW)).toBe('Active');
    expect(couponStatus('2026-03-15', NOW)).toBe('Active');
    expect(couponStatus('2026-03-14', NOW)).toBe('Expired');
    // 23:59 in India on the 15th is still the 15th; 00:01 on the 16th is past it.
    expect(couponStatus('2026-03-15', new Date('2026-03-15T18:29:00Z'))).toBe('Active');
    expect(couponStatus('2026-03-15', new Date('2026-03-15T18:31:00Z'))).toBe('Expired');
  });

  it('compares a timestamp validity with the instant', () => {
    expect(couponStatus('2026-03-15T05:00:00Z', NOW)).toBe('Active');
    expect(couponStatus('2026-03-15T04:00:00Z', NOW)).toBe('Expired');
  });

  it('counts a validity it cannot read as Expired, being neither empty nor in the future', () => {
    expect(couponStatus('someday', NOW)).toBe('Expired');
  });

  it('answers usable exactly when Active', () => {
    expect(isCouponActive(null, NOW)).toBe(true);
    expect(isCouponActive('2026-03-14', NOW)).toBe(false);
  });
});
