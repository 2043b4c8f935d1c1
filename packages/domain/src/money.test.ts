import { describe, expect, it } from 'vitest';
import {
  formatIndianNumber,
  formatInr,
  formatInrWhole,
  paiseToRupees,
  rupeesToPaise,
} from './money';

describe('money', () => {
  it('formats whole rupees with lakh grouping and no decimals', () => {
    expect(formatInr(10_000_000)).toBe('₹1,00,000');
    expect(formatInr(123_456_700)).toBe('₹12,34,567');
    expect(formatInr(0)).toBe('₹0');
  });

  it('shows paise when the amount is not whole rupees', () => {
    expect(formatInr(10_000_050)).toBe('₹1,00,000.50');
    expect(formatInr(1)).toBe('₹0.01');
  });

  it('converts rupees to paise without float drift', () => {
    expect(rupeesToPaise(1.1)).toBe(110);
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(-2.5)).toBe(-250);
    expect(rupeesToPaise(1.005)).toBe(101);
  });

  it('refuses fractional paise and non-numbers', () => {
    expect(() => paiseToRupees(1.5)).toThrow(RangeError);
    expect(() => formatInr(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('groups a plain number the Indian way', () => {
    expect(formatIndianNumber(300000)).toBe('3,00,000');
  });
});

describe('whole-rupee estimates', () => {
  it('rounds an EMI to the nearest rupee: ₹15,824.71 is ₹15,825', () => {
    expect(formatInrWhole(1_582_471)).toBe('₹15,825');
    expect(formatInrWhole(1_582_449)).toBe('₹15,824');
  });
});
