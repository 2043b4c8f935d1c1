import { z } from 'zod';

/**
 * A console list counts its rows no further than the next round ten thousand past the page shown
 * (docs/decisions/110-a-year-of-a-busy-shop.md): a million audit entries are not counted on every
 * view, and the pager still knows whether a next page exists.
 */
export const COUNT_STEP = 10_000;

/** How many rows a page's count may stop at: past the page, at a multiple of COUNT_STEP. */
export function countLimitFor(offset: number, limit: number): number {
  return Math.ceil((offset + limit + 1) / COUNT_STEP) * COUNT_STEP;
}

/** The count as answered: exact below the limit, else the limit and a flag. */
export function pagedTotal(counted: number, countLimit: number) {
  return counted > countLimit
    ? { total: countLimit, totalCapped: true }
    : { total: counted, totalCapped: false };
}

/** A paged list's total in its answer. */
export const pagedTotalShape = {
  total: z.number().describe('Rows in all; when totalCapped, how far counting went'),
  totalCapped: z
    .boolean()
    .describe(`True: the list holds more than total rows (counted only so far, in ${COUNT_STEP}s)`),
};
