import { describe, expect, it } from 'vitest';
import { isValidPincode } from './pincode';

describe('pincode', () => {
  it('accepts six digits not starting with zero', () => {
    expect(isValidPincode('600040')).toBe(true);
    expect(isValidPincode('110001')).toBe(true);
    expect(isValidPincode('999999')).toBe(true);
  });

  it('refuses a leading zero, wrong lengths, letters and spaces', () => {
    for (const value of ['060004', '60004', '6000401', '60004A', '600 040', ' 600040', '']) {
      expect(isValidPincode(value), value).toBe(false);
    }
  });
});
