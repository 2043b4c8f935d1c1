import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin';

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('GSTIN', () => {
  it('computes the check character of a published GSTIN by hand', () => {
    // 27AAPFU0939F1Z, weights 1,2,1,2...: 2 + 14 + 10 + 20 + 25 + 30 + 30 + 0 + 9 + 6 + 9 + 30 + 1
    // + (70 = 1*36 + 34 -> 35) = 221; 221 mod 36 = 5; 36 - 5 = 31, which is V.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('accepts real GSTINs from several states', () => {
    for (const gstin of [
      '27AAPFU0939F1ZV',
      '29AAGCB7383J1Z4',
      '33AAACH7409R1Z8',
      '27AAACR5055K1Z7',
      '24AAACC1206D1ZM',
    ]) {
      expect(isValidGstin(gstin), gstin).toBe(true);
    }
  });

  it('refuses a GSTIN whose check character is wrong', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('29AAGCB7383J1Z5')).toBe(false);
  });

  it('refuses a GSTIN with one character changed or two swapped', () => {
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('33AAACH7490R1Z8')).toBe(false);
  });

  it('refuses state codes that are not in use, even with a correct check character', () => {
    expect(isValidGstin(withCheck('00AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('28AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('39AAPFU0939F1Z'))).toBe(false);
    expect(isValidGstin(withCheck('38AAPFU0939F1Z'))).toBe(true);
    expect(isValidGstin(withCheck('97AAPFU0939F1Z'))).toBe(true);
  });

  it('refuses a wrong shape even with a correct check character', () => {
    expect(isValidGstin(withCheck('271APFU0939F1Z'))).toBe(false); // digit in the PAN letters
    expect(isValidGstin(withCheck('27AAPFUA939F1Z'))).toBe(false); // letter in the PAN digits
    expect(isValidGstin(withCheck('27AAPFU0939F0Z'))).toBe(false); // entity number 0
    expect(isValidGstin(withCheck('27AAPFU0939F1A'))).toBe(false); // 14th character not Z
    expect(isValidGstin(withCheck('27AAPFU0939FAZ'))).toBe(true); // entity numbers go on to A-Z
  });

  it('refuses wrong lengths, lower case and padding', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1ZVV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin(' 27AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });

  it('will not compute a check character from anything but 14 base-36 characters', () => {
    expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(RangeError);
  });
});
