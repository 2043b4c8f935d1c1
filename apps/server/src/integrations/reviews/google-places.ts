import type { Review } from '@shop/domain';

export interface GooglePlacesOptions {
  apiKey: string;
  placeId: string;
  /** Places API (Legacy) or the new Places API v1. */
  api: 'legacy' | 'new';
  /** https://maps.googleapis.com (legacy), https://places.googleapis.com (new), or a local fake. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Google answered, but not with reviews (a refused key, an unknown place, a quota...). */
export class GooglePlacesError extends Error {
  override name = 'GooglePlacesError';
}

// Profile photos are shown from Google's image host only; anything else is left out.
const PHOTO_HOST = 'lh3.googleusercontent.com';

/**
 * The reviews of one place from Google Places (docs/api/reviews.md#google-places), in the legacy
 * field names whichever API answers. Google keeps at most five; its terms allow only short
 * caching, which the caller does.
 */
export function createGooglePlacesClient(options: GooglePlacesOptions) {
  const signal = () => AbortSignal.timeout(options.timeoutMs ?? 5_000);
  return {
    async fetchReviews(): Promise<Review[]> {
      return options.api === 'legacy'
        ? fetchLegacy(options, signal())
        : fetchNew(options, signal());
    },
  };
}

async function fetchLegacy(options: GooglePlacesOptions, signal: AbortSignal): Promise<Review[]> {
  const url = new URL(`${options.baseUrl}/maps/api/place/details/json`);
  url.searchParams.set('place_id', options.placeId);
  url.searchParams.set('fields', 'reviews,rating,user_ratings_total');
  url.searchParams.set('key', options.apiKey);
  const answer = await getJson(url, {}, signal);
  const status = field(answer, 'status');
  if (status !== 'OK') throw new GooglePlacesError(`Place details answered ${String(status)}`);
  const reviews = field(field(answer, 'result'), 'reviews');
  return asList(reviews).flatMap((raw) =>
    review({
      author_name: field(raw, 'author_name'),
      author_url: field(raw, 'author_url'),
      profile_photo_url: field(raw, 'profile_photo_url'),
      rating: field(raw, 'rating'),
      text: field(raw, 'text'),
      relative_time_description: field(raw, 'relative_time_description'),
    }),
  );
}

async function fetchNew(options: GooglePlacesOptions, signal: AbortSignal): Promise<Review[]> {
  const url = new URL(`${options.baseUrl}/v1/places/${encodeURIComponent(options.placeId)}`);
  const answer = await getJson(
    url,
    { 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': 'reviews' },
    signal,
  );
  return asList(field(answer, 'reviews')).flatMap((raw) => {
    const author = field(raw, 'authorAttribution');
    return review({
      author_name: field(author, 'displayName'),
      author_url: field(author, 'uri'),
      profile_photo_url: field(author, 'photoUri'),
      rating: field(raw, 'rating'),
      text: field(field(raw, 'text'), 'text') ?? field(field(raw, 'originalText'), 'text'),
      relative_time_description: field(raw, 'relativePublishTimeDescription'),
    });
  });
}

async function getJson(
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal,
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = field(field(answer, 'error'), 'message');
    throw new GooglePlacesError(`Google Places answered ${response.status}: ${String(message)}`);
  }
  return answer;
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Only an https link on the expected host is kept. */
function httpsUrl(value: unknown, host?: string): string {
  try {
    const url = new URL(text(value));
    return url.protocol === 'https:' && (!host || url.hostname === host) ? url.href : '';
  } catch {
    return '';
  }
}

/** One review in the shop's shape, or none when Google sent something without a rating or words. */
function review(raw: Record<keyof Review, unknown>): Review[] {
  const rating = Number(raw.rating);
  const words = text(raw.text);
  const author = text(raw.author_name);
  if (!Number.isFinite(rating) || rating < 1 || rating > 5 || !words || !author) return [];
  return [
    {
      author_name: author,
      author_url: httpsUrl(raw.author_url),
      profile_photo_url: httpsUrl(raw.profile_photo_url, PHOTO_HOST),
      rating: Math.round(rating),
      text: words,
      relative_time_description: text(raw.relative_time_description),
    },
  ];
}

/** The image host the browser must be allowed to load review photos from. */
export const GOOGLE_PHOTO_ORIGIN = `https://${PHOTO_HOST}`;
