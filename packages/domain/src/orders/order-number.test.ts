import { describe, expect, it } from 'vitest';
import { orderNumber } from './order-number';

describe('orderNumber', () => {
  it('is OD- and the order id upper-cased', () => {
    expect(orderNumber('a1b2c3d4')).toBe('OD-A1B2C3D4');
  });

  it('keeps an id already in capitals and its digits as they are', () => {
    expect(orderNumber('9F0E')).toBe('OD-9F0E');
  });
});
