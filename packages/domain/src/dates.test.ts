import { describe, expect, it } from 'vitest';
import { isOnOrAfter, isYmdDate, minimumCallbackDate, todayInIndia } from './dates';

// Midnight in India is 18:30 UTC the day before.
const justBeforeIndianMidnight = new Date('2025-03-14T18:29:59.999Z'); // 23:59:59.999 IST, 14 March
const atIndianMidnight = new Date('2025-03-14T18:30:00.000Z'); // 00:00 IST, 15 March

describe('dates in India', () => {
  it('gives the Indian date, which turns over at 18:30 UTC', () => {
    expect(todayInIndia(justBeforeIndianMidnight)).toBe('2025-03-14');
    expect(todayInIndia(atIndianMidnight)).toBe('2025-03-15');
  });

  it('is a day ahead of UTC in the Indian early morning', () => {
    expect(todayInIndia(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
    expect(todayInIndia(new Date('2024-02-28T19:00:00Z'))).toBe('2024-02-29');
  });

  it('pads months and days to two digits', () => {
    expect(todayInIndia(new Date('2025-01-05T06:00:00Z'))).toBe('2025-01-05');
  });

  it('lets callbacks be booked from today in India, not from the UTC date', () => {
    expect(minimumCallbackDate(justBeforeIndianMidnight)).toBe('2025-03-14');
    expect(minimumCallbackDate(atIndianMidnight)).toBe('2025-03-15');
    // 05:00 IST on 1 January is still 31 December in UTC.
    expect(minimumCallbackDate(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
  });

  it('agrees with today in India at every half hour of a day', () => {
    const start = Date.parse('2025-06-30T00:00:00Z');
    for (let step = 0; step < 48; step++) {
      const now = new Date(start + step * 30 * 60 * 1000);
      expect(minimumCallbackDate(now), now.toISOString()).toBe(todayInIndia(now));
    }
  });

  it('compares dates, counting the same day as on or after', () => {
    expect(isOnOrAfter('2025-03-15', '2025-03-15')).toBe(true);
    expect(isOnOrAfter('2025-03-16', '2025-03-15')).toBe(true);
    expect(isOnOrAfter('2026-01-01', '2025-12-31')).toBe(true);
    expect(isOnOrAfter('2025-03-14', '2025-03-15')).toBe(false);
  });

  it('treats anything that is not a real YYYY-MM-DD date as not on or after', () => {
    expect(isOnOrAfter('', '2025-03-15')).toBe(false);
    expect(isOnOrAfter('2025-3-16', '2025-03-15')).toBe(false);
    expect(isOnOrAfter('2025-02-30', '2025-01-01')).toBe(false);
    expect(isOnOrAfter('9999-99-99', '2025-01-01')).toBe(false);
    expect(isOnOrAfter('2025-03-16', 'today')).toBe(false);
  });

  it('knows real calendar dates, leap days included', () => {
    expect(isYmdDate('2024-02-29')).toBe(true);
    expect(isYmdDate('2025-02-29')).toBe(false);
    expect(isYmdDate('2025-04-31')).toBe(false);
    expect(isYmdDate('2025-12-31')).toBe(true);
    expect(isYmdDate('2025-12-31T00:00')).toBe(false);
  });
});
