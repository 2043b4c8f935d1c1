// Where the home page's reviews come from (docs/api/reviews.md).
import type { Environment } from './environment';

/** The place the seeded reviews stand for when Google Places is not configured. */
export const SEEDED_REVIEWS_PLACE_ID = 'rigforge-chennai';

export type GooglePlacesConfig = Readonly<{
  apiKey: string;
  /** Places API (Legacy) place/details/json, or the new Places API v1. */
  api: 'legacy' | 'new';
  baseUrl: string;
}>;

export type ReviewsConfig = Readonly<{ placeId: string; google: GooglePlacesConfig | null }>;

export function reviewsConfig(environment: Environment): ReviewsConfig {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId } = environment;
  if (!apiKey || !placeId) return { placeId: SEEDED_REVIEWS_PLACE_ID, google: null };
  const api = environment.GOOGLE_PLACES_API ?? 'legacy';
  const defaultBaseUrl =
    api === 'legacy' ? 'https://maps.googleapis.com' : 'https://places.googleapis.com';
  return {
    placeId,
    google: {
      apiKey,
      api,
      baseUrl: (environment.GOOGLE_PLACES_BASE_URL ?? defaultBaseUrl).replace(/\/+$/, ''),
    },
  };
}
