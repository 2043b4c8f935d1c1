import { describe, expect, it } from 'vitest';
import { couponMinimumText, couponValidityText, couponValueText } from './coupon-status';

describe('coupon wording', () => {
  it('shows a deduction as "₹1,000 off" with Indian grouping', () => {
    expect(couponValueText(-1000)).toBe('₹1,000 off');
    expect(couponValueText(-150000)).toBe('₹1,50,000 off');
    expect(couponValueText(500)).toBe('+₹500');
  });

  it('states the minimum PC value and the validity', () => {
    expect(couponMinimumText(50000)).toBe('On PC(s) purchases of ₹50,000 or more');
    expect(couponMinimumText(0)).toBeNull();
    expect(couponValidityText(null)).toBe('Valid while the offer lasts');
    expect(couponValidityText('2026-12-31')).toBe('Valid till 31 Dec 2026');
  });
});
