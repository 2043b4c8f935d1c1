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

describe('a pincode in its state', () => {
  it('fits the postal region of its state, and Delhi only with 11', async () => {
    const { pincodeFitsState, PINCODE_PREFIXES_BY_STATE } = await import('./pincode');
    const { INDIAN_STATE_NAMES } = await import('./states');
    expect(pincodeFitsState('600002', 'Tamil Nadu')).toBe(true);
    expect(pincodeFitsState('682001', 'Kerala')).toBe(true);
    expect(pincodeFitsState('110001', 'Kerala')).toBe(false);
    expect(pincodeFitsState('110001', 'Delhi')).toBe(true);
    expect(pincodeFitsState('122001', 'Delhi')).toBe(false);
    expect(pincodeFitsState('533464', 'Puducherry')).toBe(true);
    for (const state of INDIAN_STATE_NAMES) expect(PINCODE_PREFIXES_BY_STATE[state]).toBeDefined();
  });
});
