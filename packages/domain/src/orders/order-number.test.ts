import { describe, expect, it } from 'vitest';
import {
  isOrderNumberDigits,
  ORDER_NUMBER_ALPHABET,
  orderNumber,
  orderNumberDigitsIn,
} from './order-number';

describe('ORDER_NUMBER_ALPHABET', () => {
  it("is Crockford's base32: 32 digits and capitals, without I, L, O and U", () => {
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(32);
    for (const left of 'ILOU') expect(ORDER_NUMBER_ALPHABET).not.toContain(left);
    expect(ORDER_NUMBER_ALPHABET).toMatch(/^[0-9A-Z]+$/);
  });
});

describe('orderNumber', () => {
  it('is OD- and the eight digits in two groups of four', () => {
    expect(orderNumber('7K3MQ9XA')).toBe('OD-7K3M-Q9XA');
  });

  it('fits in 12 characters, against 39 for OD- and a uuid', () => {
    expect(orderNumber('00000000')).toHaveLength(12);
  });
});

describe('isOrderNumberDigits', () => {
  it('takes eight digits of the alphabet', () => {
    expect(isOrderNumberDigits('7K3MQ9XA')).toBe(true);
    expect(isOrderNumberDigits('ZZZZZZZZ')).toBe(true);
  });

  it('refuses other lengths, small letters, left-out letters and the shown form', () => {
    for (const digits of ['7K3MQ9X', '7K3MQ9XAB', '7k3mq9xa', '7K3MQ9XU', 'OD-7K3M-Q9XA']) {
      expect(isOrderNumberDigits(digits)).toBe(false);
    }
  });
});

describe('orderNumberDigitsIn', () => {
  it('reads the shown form, without its prefix and hyphen', () => {
    expect(orderNumberDigitsIn('OD-7K3M-Q9XA')).toBe('7K3MQ9XA');
    expect(orderNumberDigitsIn('  od 7k3m q9xa ')).toBe('7K3MQ9XA');
    expect(orderNumberDigitsIn('7K3MQ9XA')).toBe('7K3MQ9XA');
    expect(orderNumberDigitsIn('od7k3mq9xa')).toBe('7K3MQ9XA');
  });

  it('reads O as zero and I or L as one, as a caller may spell them', () => {
    expect(orderNumberDigitsIn('OD-O1IL-2345')).toBe('01112345');
  });

  it('keeps the start of a number, to find the orders beginning with it', () => {
    expect(orderNumberDigitsIn('OD-7K3M')).toBe('7K3M');
    // Without a separator, a short start keeps its O and D as digits: 0D7K.
    expect(orderNumberDigitsIn('OD7K')).toBe('0D7K');
  });

  it('is null for what cannot be a number', () => {
    for (const typed of ['', 'OD-', 'priya@example.com', 'OD-7K3M-Q9XA-1', 'UU12']) {
      expect(orderNumberDigitsIn(typed)).toBeNull();
    }
  });
});
