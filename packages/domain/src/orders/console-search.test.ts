import { describe, expect, it } from 'vitest';
import { orderSearchTerms, phoneDigitsIn } from './console-search';

describe('phoneDigitsIn', () => {
  it('reads a phone number however it is written, without +91 or a leading 0', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '919876543210', '098765-43210']) {
      expect(phoneDigitsIn(typed), typed).toBe('9876543210');
    }
    expect(phoneDigitsIn('3210')).toBe('3210');
  });

  it('is null for fewer than four digits, more than a number holds, or letters', () => {
    for (const typed of ['321', '98765432101234', 'OD-7K3M', 'priya', '']) {
      expect(phoneDigitsIn(typed), typed).toBeNull();
    }
  });
});

describe('orderSearchTerms', () => {
  it('looks for names and emails from the third character, in small letters', () => {
    expect(orderSearchTerms(' Iyer 77 ').text).toBe('iyer 77');
    expect(orderSearchTerms('Iy').text).toBeNull();
  });

  it('looks a whole email address up as it is, not as a part of others', () => {
    expect(orderSearchTerms(' Priya@Example.in ')).toMatchObject({
      text: null,
      email: 'priya@example.in',
    });
    expect(orderSearchTerms('priya@')).toMatchObject({ text: 'priya@', email: null });
  });

  it('reads an order number, and digits both as a number and as a phone number', () => {
    expect(orderSearchTerms('OD-7K3M')).toEqual({
      orderNumberDigits: '7K3M',
      text: 'od-7k3m',
      email: null,
      phoneDigits: null,
    });
    expect(orderSearchTerms('43210')).toEqual({
      orderNumberDigits: '43210',
      text: '43210',
      email: null,
      phoneDigits: '43210',
    });
  });
});
