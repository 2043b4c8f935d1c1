import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { reviewsAnswerSchema, seededReviewListSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_REVIEWS_PLACE_ID } from '../../src/config';
import { GOOGLE_REVIEWS_CACHE_MS } from '../../src/modules/reviews/routes';
import { seedDataDir } from '../../src/paths';
import { buildTestApp, type TestApp } from '../helper';
import {
  FAKE_API_KEY,
  FAKE_PLACE_ID,
  startGooglePlacesFake,
} from '../integrations/reviews/google-places-fake';
import { testClock } from './accounts/support';

const get = (testApp: TestApp, url: string) => testApp.app.inject({ method: 'GET', url });
const maps = (placeId: string, more = '') =>
  `/api/maps?endpoint=place/details/json&place_id=${encodeURIComponent(placeId)}${more}`;

describe('reviews from the shop itself', () => {
  let testApp: TestApp;
  const clock = testClock(new Date('2025-11-15T06:30:00Z'));

  beforeAll(async () => {
    testApp = await buildTestApp({ clock });
  });
  afterAll(() => testApp.close());

  it('answers the seeded reviews in file order, each with its age worked out today', async () => {
    const file = seededReviewListSchema.parse(
      JSON.parse(await readFile(join(seedDataDir, 'reviews/reviews.json'), 'utf8')),
    );
    const response = await get(testApp, '/api/getReviews');
    expect(response.statusCode).toBe(200);
    const answer = reviewsAnswerSchema.parse(response.json());
    expect(answer.source).toBe('shop');
    expect(answer.result.reviews.map((review) => review.author_name)).toEqual(
      file.map((review) => review.author_name),
    );
    // The first sample was written on 2 October 2025: six weeks before the clock's 15 November.
    expect(answer.result.reviews[0]?.relative_time_description).toBe('a month ago');
  });

  it("answers the same at /api/maps for the shop's own place", async () => {
    const response = await get(testApp, maps(SEEDED_REVIEWS_PLACE_ID));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await get(testApp, '/api/getReviews')).json());
  });

  it.each([
    ['another endpoint', '/api/maps?endpoint=place/textsearch/json&place_id=rigforge-chennai'],
    [
      'another host',
      '/api/maps?endpoint=https://evil.example/place/details/json&place_id=rigforge-chennai',
    ],
    ['a protocol-relative host', '/api/maps?endpoint=//evil.example/x&place_id=rigforge-chennai'],
    [
      'a path around the endpoint',
      '/api/maps?endpoint=place/details/json/../../x&place_id=rigforge-chennai',
    ],
    ['no endpoint', '/api/maps?place_id=rigforge-chennai'],
    ['an extra parameter', `${maps(SEEDED_REVIEWS_PLACE_ID)}&key=stolen`],
    ['a second endpoint', `${maps(SEEDED_REVIEWS_PLACE_ID)}&endpoint=place/photo`],
  ])('refuses %s with 400', async (_, url) => {
    const response = await get(testApp, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  it('refuses another place with 403', async () => {
    const response = await get(testApp, maps('ChIJN1t_tDeuEmsRUsoyG83frY4'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: "Only the shop's own place is served",
      code: 'FORBIDDEN',
    });
  });
});

describe('reviews from Google Places', () => {
  let fake: Awaited<ReturnType<typeof startGooglePlacesFake>>;
  let testApp: TestApp;
  const clock = testClock();
  const placesCalls = () => fake.calls.length;

  beforeAll(async () => {
    fake = await startGooglePlacesFake();
    testApp = await buildTestApp({
      clock,
      env: {
        GOOGLE_PLACES_API_KEY: FAKE_API_KEY,
        GOOGLE_PLACE_ID: FAKE_PLACE_ID,
        GOOGLE_PLACES_BASE_URL: fake.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.stop();
  });

  it("answers the place's reviews with Google as their source, fetched once for many visitors", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get(testApp, '/api/getReviews')));
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json().source).toBe('google');
      expect(response.json().result.reviews[0].author_name).toBe('Priya Raman');
    }
    expect(placesCalls()).toBe(1);
    expect((await get(testApp, maps(FAKE_PLACE_ID))).json()).toEqual(answers[0]?.json());
    expect(placesCalls()).toBe(1);
  });

  it('asks Google again only once the short cache has passed', async () => {
    const before = placesCalls();
    clock.advance(GOOGLE_REVIEWS_CACHE_MS - 1);
    await get(testApp, '/api/getReviews');
    expect(placesCalls()).toBe(before);
    clock.advance(2);
    await get(testApp, '/api/getReviews');
    expect(placesCalls()).toBe(before + 1);
  });

  it('answers 502 when Google fails, and tries again on the next visit', async () => {
    clock.advance(GOOGLE_REVIEWS_CACHE_MS + 1);
    fake.failWith500(true);
    try {
      const failed = await get(testApp, '/api/getReviews');
      expect(failed.statusCode).toBe(502);
      expect(failed.json().code).toBe('REVIEWS_UNAVAILABLE');
    } finally {
      fake.failWith500(false);
    }
    expect((await get(testApp, '/api/getReviews')).statusCode).toBe(200);
  });

  it('serves only the configured place, never the seeded one', async () => {
    expect((await get(testApp, maps(SEEDED_REVIEWS_PLACE_ID))).statusCode).toBe(403);
  });

  it("lets pages show reviewers' photos from Google's image host, and only then", async () => {
    const page = await get(testApp, '/');
    expect(String(page.headers['content-security-policy'])).toContain(
      "img-src 'self' data: https://lh3.googleusercontent.com",
    );
  });
});
