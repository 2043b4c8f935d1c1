import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PLACE_ID = 'ChIJ-fake-rigforge-chennai';
export const FAKE_API_KEY = 'fake-places-key';

/** Two reviews as Google's legacy place details holds them. */
export const LEGACY_REVIEWS = [
  {
    author_name: 'Priya Raman',
    author_url: 'https://www.google.com/maps/contrib/100000000000000000001/reviews',
    profile_photo_url: 'https://lh3.googleusercontent.com/a-/priya=s128-c0x00000000-cc-rp-mo',
    rating: 5,
    relative_time_description: '2 weeks ago',
    text: 'Built my editing rig in two days. Excellent cable work.',
    time: 1_760_000_000,
    language: 'en',
  },
  {
    author_name: 'Vikram S',
    author_url: 'https://www.google.com/maps/contrib/100000000000000000002/reviews',
    profile_photo_url: 'https://evil.example/tracker.png',
    rating: 4,
    relative_time_description: 'a month ago',
    text: 'Good prices, delivery a day late.',
    time: 1_758_000_000,
  },
];

/**
 * A local stand-in for Google Places that follows its contract: the legacy
 * `GET /maps/api/place/details/json?place_id=&fields=&key=` answers `{result: {reviews}, status}`
 * (status REQUEST_DENIED for a wrong key, NOT_FOUND for another place); the new
 * `GET /v1/places/{id}` needs `X-Goog-Api-Key` and `X-Goog-FieldMask` and answers `{reviews}` in
 * its own field names, or `{error: {code, message, status}}`.
 */
export async function startGooglePlacesFake() {
  const calls: { path: string; query: Record<string, string>; headers: Record<string, unknown> }[] =
    [];
  let failing = false;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    calls.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failing) return send(500, { error: { code: 500, message: 'Internal error' } });
    if (url.pathname === '/maps/api/place/details/json') {
      if (url.searchParams.get('key') !== FAKE_API_KEY)
        return send(200, {
          status: 'REQUEST_DENIED',
          error_message: 'The provided API key is invalid.',
        });
      if (url.searchParams.get('place_id') !== FAKE_PLACE_ID)
        return send(200, { status: 'NOT_FOUND' });
      return send(200, {
        html_attributions: [],
        result: { reviews: LEGACY_REVIEWS, rating: 4.5, user_ratings_total: 2 },
        status: 'OK',
      });
    }
    if (url.pathname.startsWith('/v1/places/')) {
      const error = (code: number, status: string, message: string) =>
        send(code, { error: { code, message, status } });
      if (request.headers['x-goog-api-key'] !== FAKE_API_KEY)
        return error(403, 'PERMISSION_DENIED', 'API key not valid.');
      if (!request.headers['x-goog-fieldmask'])
        return error(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
      if (decodeURIComponent(url.pathname.slice('/v1/places/'.length)) !== FAKE_PLACE_ID)
        return error(404, 'NOT_FOUND', 'Place not found.');
      return send(200, {
        reviews: LEGACY_REVIEWS.map((review) => ({
          name: `places/${FAKE_PLACE_ID}/reviews/x`,
          relativePublishTimeDescription: review.relative_time_description,
          rating: review.rating,
          text: { text: review.text, languageCode: 'en' },
          originalText: { text: review.text, languageCode: 'en' },
          authorAttribution: {
            displayName: review.author_name,
            uri: review.author_url,
            photoUri: review.profile_photo_url,
          },
          publishTime: '2025-10-01T10:00:00Z',
        })),
      });
    }
    return send(404, { error: { code: 404, message: 'Not found' } });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    failWith500(on: boolean) {
      failing = on;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
