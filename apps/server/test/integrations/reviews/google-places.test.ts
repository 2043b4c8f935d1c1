import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGooglePlacesClient,
  GooglePlacesError,
} from '../../../src/integrations/reviews/google-places';
import { FAKE_API_KEY, FAKE_PLACE_ID, startGooglePlacesFake } from './google-places-fake';

describe('the Google Places client', () => {
  let fake: Awaited<ReturnType<typeof startGooglePlacesFake>>;
  const client = (more: Partial<Parameters<typeof createGooglePlacesClient>[0]> = {}) =>
    createGooglePlacesClient({
      apiKey: FAKE_API_KEY,
      placeId: FAKE_PLACE_ID,
      api: 'legacy',
      baseUrl: fake.baseUrl,
      ...more,
    });

  beforeAll(async () => {
    fake = await startGooglePlacesFake();
  });
  afterAll(() => fake.stop());

  const expected = [
    {
      author_name: 'Priya Raman',
      author_url: 'https://www.google.com/maps/contrib/100000000000000000001/reviews',
      profile_photo_url: 'https://lh3.googleusercontent.com/a-/priya=s128-c0x00000000-cc-rp-mo',
      rating: 5,
      text: 'Built my editing rig in two days. Excellent cable work.',
      relative_time_description: '2 weeks ago',
    },
    {
      author_name: 'Vikram S',
      author_url: 'https://www.google.com/maps/contrib/100000000000000000002/reviews',
      // A photo from anywhere but Google's image host is left out.
      profile_photo_url: '',
      rating: 4,
      text: 'Good prices, delivery a day late.',
      relative_time_description: 'a month ago',
    },
  ];

  it('reads the legacy place details, asking only for reviews and ratings', async () => {
    expect(await client().fetchReviews()).toEqual(expected);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/maps/api/place/details/json',
      query: {
        place_id: FAKE_PLACE_ID,
        fields: 'reviews,rating,user_ratings_total',
        key: FAKE_API_KEY,
      },
    });
  });

  it('reads the new Places API with its key and field mask, in the legacy names', async () => {
    expect(await client({ api: 'new' }).fetchReviews()).toEqual(expected);
    expect(fake.calls.at(-1)?.headers).toMatchObject({
      'x-goog-api-key': FAKE_API_KEY,
      'x-goog-fieldmask': 'reviews',
    });
  });

  it('fails on a refused key, another place, or a server error, in either API', async () => {
    await expect(client({ apiKey: 'wrong' }).fetchReviews()).rejects.toThrow(
      new GooglePlacesError('Place details answered REQUEST_DENIED'),
    );
    await expect(client({ placeId: 'other' }).fetchReviews()).rejects.toThrow(/NOT_FOUND/);
    await expect(client({ api: 'new', apiKey: 'wrong' }).fetchReviews()).rejects.toThrow(
      /403: API key not valid/,
    );
    fake.failWith500(true);
    try {
      await expect(client().fetchReviews()).rejects.toThrow(/500/);
    } finally {
      fake.failWith500(false);
    }
  });
});
