import { describe, expect, it } from 'vitest';
import { formatPhone, formatRupees, phoneHref } from './format';

describe('format', () => {
  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });

  it('shows a ten-digit number with the country code, and dials it', () => {
    expect(formatPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(phoneHref('9876543210')).toBe('tel:+919876543210');
  });

  it('groups a metro landline by its STD code, and keeps any other landline as written', () => {
    expect(formatPhone('+91 44 4000 1234')).toBe('+91 44 4000 1234');
    expect(formatPhone('914440001234')).toBe('+91 44 4000 1234');
    expect(formatPhone('+91 484 401 2345')).toBe('+91 484 401 2345');
    expect(phoneHref('+91 44 4000 1234')).toBe('tel:+914440001234');
  });

  it('leaves a number it does not recognise as given', () => {
    expect(formatPhone('044 1234')).toBe('044 1234');
  });
});
