import { z } from 'zod';
import { endpoint } from './endpoint';

/** One customer review, in Google Places' field names (docs/api/reviews.md). */
export const reviewSchema = z.object({
  author_name: z.string(),
  author_url: z.string().describe("The author's profile page, or empty"),
  profile_photo_url: z.string().describe("The author's photo, or empty: the web draws initials"),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  relative_time_description: z.string().describe('"2 months ago"'),
});
export type Review = z.infer<typeof reviewSchema>;

export const REVIEW_SOURCES = ['google', 'shop'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

export const reviewsAnswerSchema = z.object({
  result: z.object({ reviews: z.array(reviewSchema) }),
  source: z
    .enum(REVIEW_SOURCES)
    .describe("'google' when they come from Google Places (shown with its attribution)"),
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;

export const getReviewsEndpoint = endpoint({
  method: 'GET',
  path: '/api/getReviews',
  tag: 'reviews',
  summary: "The shop's customer reviews",
  description:
    'From Google Places when configured (cached for a few minutes), else the reviews seeded ' +
    'from data/reviews/reviews.json.',
  response: reviewsAnswerSchema,
  errors: ['REVIEWS_UNAVAILABLE'],
});

/** The one maps endpoint the shop serves. */
export const PLACE_DETAILS_ENDPOINT = 'place/details/json';

export const mapsEndpoint = endpoint({
  method: 'GET',
  path: '/api/maps',
  tag: 'reviews',
  summary: "Place details of the shop's own place: its reviews",
  description:
    "Not a proxy: only endpoint=place/details/json with the shop's own place_id is answered, " +
    'with the same reviews as /api/getReviews. Any other endpoint or parameter is refused.',
  query: z.strictObject({
    endpoint: z.literal(PLACE_DETAILS_ENDPOINT, {
      error: `Only ${PLACE_DETAILS_ENDPOINT} is served`,
    }),
    place_id: z.string().min(1).max(300),
  }),
  response: reviewsAnswerSchema,
  errors: ['FORBIDDEN', 'REVIEWS_UNAVAILABLE'],
});
