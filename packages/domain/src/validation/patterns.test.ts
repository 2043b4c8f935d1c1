import { describe, expect, it } from 'vitest';
import {
  ALPHANUMERIC_PATTERN,
  EMAIL_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  phoneInputValue,
} from './patterns';

describe('validation patterns', () => {
  it('takes names of letters and single or repeated inner spaces, in any script', () => {
    for (const name of ['Asha', 'Asha Rao', 'Mary  Jane', 'अनन्या शर्मा', 'தமிழ் செல்வன்', 'Zoë']) {
      expect(NAME_PATTERN.test(name), name).toBe(true);
    }
  });

  it('refuses names with digits, punctuation, outer spaces or no letter', () => {
    for (const name of [
      'Asha1',
      'Anne-Marie',
      "O'Brien",
      ' Asha',
      'Asha ',
      '   ',
      '',
      'Asha\tRao',
    ]) {
      expect(NAME_PATTERN.test(name), name).toBe(false);
    }
  });

  it('takes a phone number of exactly 10 digits', () => {
    expect(PHONE_PATTERN.test('9876543210')).toBe(true);
    for (const phone of [
      '987654321',
      '98765432101',
      '98765 43210',
      '+919876543210',
      '98765432ab',
    ]) {
      expect(PHONE_PATTERN.test(phone), phone).toBe(false);
    }
  });

  it('keeps only the digits of a phone input, at most 10, dropping a pasted +91', () => {
    expect(phoneInputValue('98765-43210')).toBe('9876543210');
    expect(phoneInputValue('987654321099')).toBe('9876543210');
    expect(phoneInputValue('+91 98765 43210')).toBe('9876543210');
    expect(phoneInputValue('91234 56789')).toBe('9123456789');
    expect(phoneInputValue('abc')).toBe('');
  });

  it('takes ordinary email addresses and refuses broken ones', () => {
    for (const email of [
      'asha@example.in',
      'a.b+orders@mail.co.in',
      'X_Y@sub-domain.example.com',
    ]) {
      expect(EMAIL_PATTERN.test(email), email).toBe(true);
    }
    for (const email of [
      'asha',
      'asha@',
      '@example.in',
      'asha@example',
      'as ha@example.in',
      'a@-x.in',
    ]) {
      expect(EMAIL_PATTERN.test(email), email).toBe(false);
    }
  });

  it('asks passwords for 8 characters with upper, lower, digit and symbol', () => {
    expect(PASSWORD_PATTERN.test('Gaming@2025')).toBe(true);
    expect(PASSWORD_PATTERN.test('Aa1!aaaa')).toBe(true);
    expect(PASSWORD_PATTERN.test('Aa1!aaa')).toBe(false); // 7 characters
    expect(PASSWORD_PATTERN.test('gaming@2025')).toBe(false); // no upper case
    expect(PASSWORD_PATTERN.test('GAMING@2025')).toBe(false); // no lower case
    expect(PASSWORD_PATTERN.test('Gaming@abcd')).toBe(false); // no digit
    expect(PASSWORD_PATTERN.test('Gaming2025')).toBe(false); // no symbol
    expect(PASSWORD_PATTERN.test('Gaming 2025')).toBe(false); // a space is not a symbol
  });

  it('takes a 4-character OTP with no blanks', () => {
    expect(OTP_PATTERN.test('4821')).toBe(true);
    for (const otp of ['', '    ', '482', '48210', '48 1']) {
      expect(OTP_PATTERN.test(otp), JSON.stringify(otp)).toBe(false);
    }
  });

  it('takes only ASCII letters and digits as alphanumeric', () => {
    expect(ALPHANUMERIC_PATTERN.test('Order42')).toBe(true);
    expect(ALPHANUMERIC_PATTERN.test('Order 42')).toBe(false);
    expect(ALPHANUMERIC_PATTERN.test('')).toBe(false);
  });
});
