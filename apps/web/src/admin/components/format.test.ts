import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { errorWords, formatRupees, formatWhen, onlyDigits } from './format';

describe('the console formats', () => {
  it('keeps only the digits of a typed or pasted number', () => {
    expect(onlyDigits('1,39,999')).toBe('139999');
    expect(onlyDigits('₹ 500 ')).toBe('500');
    expect(onlyDigits('-20')).toBe('20');
    expect(onlyDigits('none')).toBe('');
  });

  it('gives rupees with Indian grouping and a moment in India', () => {
    expect(formatRupees(139999)).toBe('₹1,39,999');
    expect(formatWhen('2026-11-25T12:30:00Z')).toBe('25 Nov 2026, 06:00 pm');
  });

  it("says a failed call in the shop's words when it answered, else in the browser's", () => {
    const refusal = new ApiError(400, 'Please enter a valid tracking link!', 'BAD_REQUEST');
    expect(errorWords(refusal)).toBe('Please enter a valid tracking link!');
    expect(errorWords(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
  });
});
