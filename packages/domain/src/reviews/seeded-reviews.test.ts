import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { relativeTimeDescription, seededReviewListSchema } from './seeded-reviews';

describe("a review's age", () => {
  // 10:00 in India on 15 November 2025.
  const now = new Date('2025-11-15T04:30:00Z');

  it.each([
    ['2025-11-15', 'today'],
    ['2025-11-20', 'today'],
    ['2025-11-14', 'a day ago'],
    ['2025-11-10', '5 days ago'],
    ['2025-11-08', 'a week ago'],
    ['2025-10-25', '3 weeks ago'],
    ['2025-10-16', 'a month ago'],
    ['2025-08-01', '3 months ago'],
    ['2024-11-15', 'a year ago'],
    ['2022-06-01', '3 years ago'],
  ])('published %s reads "%s"', (publishedOn, expected) => {
    expect(relativeTimeDescription(publishedOn, now)).toBe(expected);
  });

  it("counts by India's date: 00:30 in India is already the next day", () => {
    expect(relativeTimeDescription('2025-11-15', new Date('2025-11-15T19:00:00Z'))).toBe(
      'a day ago',
    );
  });
});

describe('data/reviews/reviews.json', () => {
  const file = new URL('../../../../data/reviews/reviews.json', import.meta.url);
  const parsed = seededReviewListSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));

  it('passes the schema the server seeds with', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a photo from another site', () => {
    const [first] = parsed.data ?? [];
    const remote = { ...first, profile_photo_url: 'https://example.com/face.jpg' };
    expect(seededReviewListSchema.safeParse([remote]).success).toBe(false);
  });
});
