import { z } from 'zod';
import { isYmdDate, todayInIndia } from '../dates';

/**
 * A review as data/reviews/reviews.json holds it (docs/api/reviews.md#seeded-reviews): the shop's
 * own reviews, shown when Google Places is not configured. The date is kept, not a "2 months ago"
 * that would go stale; the answer works that out on the day.
 */
export const seededReviewSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An id is lower-case words joined by hyphens'),
  author_name: z.string().trim().min(1).max(80),
  author_url: z.string().max(500).default(''),
  profile_photo_url: z
    .string()
    .max(500)
    .regex(/^(\/[^/].*)?$/, 'A photo must be a path on this site, starting with /')
    .default(''),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(2_000),
  publishedOn: z.string().refine(isYmdDate, 'A date is YYYY-MM-DD'),
});
export type SeededReview = z.infer<typeof seededReviewSchema>;

export const seededReviewListSchema = z.array(seededReviewSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((review, index) => {
    if (seen.has(review.id))
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'The id is already used' });
    seen.add(review.id);
  });
});

const DAY_MS = 86_400_000;

/** Whole days from one calendar date to another (both YYYY-MM-DD). */
function daysBetween(fromYmd: string, toYmd: string): number {
  return Math.round(
    (Date.parse(`${toYmd}T00:00:00Z`) - Date.parse(`${fromYmd}T00:00:00Z`)) / DAY_MS,
  );
}

function ago(count: number, unit: string): string {
  return count === 1 ? `a ${unit} ago` : `${count} ${unit}s ago`;
}

/** "3 weeks ago", "a month ago", "2 years ago", as Google words a review's age, by India's date. */
export function relativeTimeDescription(publishedOn: string, now: Date): string {
  const days = daysBetween(publishedOn, todayInIndia(now));
  if (days < 1) return 'today';
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}
