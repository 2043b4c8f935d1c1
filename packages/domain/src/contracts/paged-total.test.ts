import { describe, expect, it } from 'vitest';
import { COUNT_STEP, countLimitFor, pagedTotal } from './paged-total';

describe('a paged list counts to the next round ten thousand past its page', () => {
  it('stops at ten thousand on the first pages, and further on a page past them', () => {
    expect(countLimitFor(0, 25)).toBe(COUNT_STEP);
    expect(countLimitFor(9_950, 25)).toBe(COUNT_STEP);
    // The page ends at the ten thousandth row: one more must be counted to know of a next page.
    expect(countLimitFor(9_975, 25)).toBe(2 * COUNT_STEP);
    expect(countLimitFor(199_800, 200)).toBe(21 * COUNT_STEP);
  });

  it('is exact up to the limit and capped past it', () => {
    expect(pagedTotal(0, COUNT_STEP)).toEqual({ total: 0, totalCapped: false });
    expect(pagedTotal(COUNT_STEP, COUNT_STEP)).toEqual({ total: COUNT_STEP, totalCapped: false });
    expect(pagedTotal(COUNT_STEP + 1, COUNT_STEP)).toEqual({
      total: COUNT_STEP,
      totalCapped: true,
    });
  });
});
