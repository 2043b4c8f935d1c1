import {
  API_MESSAGES,
  getReviewsEndpoint,
  mapsEndpoint,
  type ReviewsAnswer,
  relativeTimeDescription,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGooglePlacesClient } from '../../integrations/reviews/google-places';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { briefCache } from './brief-cache';
import { createReviewsRepository } from './repository';

/** Google's terms allow only short caching of its reviews. */
export const GOOGLE_REVIEWS_CACHE_MS = 10 * 60_000;
/** The shop's own reviews: "3 months ago" is worked out again at least this often. */
export const SEEDED_REVIEWS_CACHE_MS = 60_000;

/**
 * The home page's reviews (docs/api/reviews.md): Google Places for the shop's place when
 * configured, else the shop's seeded reviews. /api/maps answers the same, for the shop's own place
 * and the one endpoint only: it is not a proxy.
 */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { google, placeId } = app.config.reviews;
  const now = () => app.clock.now().getTime();
  const seeded = createReviewsRepository(app.db);

  const reviews = google
    ? briefCache<ReviewsAnswer>(
        async () => {
          const client = createGooglePlacesClient({ ...google, placeId });
          return { result: { reviews: await client.fetchReviews() }, source: 'google' };
        },
        GOOGLE_REVIEWS_CACHE_MS,
        now,
      )
    : briefCache<ReviewsAnswer>(
        async () => {
          const today = app.clock.now();
          const list = await seeded.listAll();
          return {
            result: {
              reviews: list.map(({ id: _id, publishedOn, ...review }) => ({
                ...review,
                relative_time_description: relativeTimeDescription(publishedOn, today),
              })),
            },
            source: 'shop',
          };
        },
        SEEDED_REVIEWS_CACHE_MS,
        now,
      );

  const answer = async (): Promise<ReviewsAnswer> => {
    try {
      return await reviews.get();
    } catch (error) {
      app.log.error({ err: error }, 'reviews could not be fetched');
      throw new HttpError('REVIEWS_UNAVAILABLE', API_MESSAGES.reviewsUnavailable);
    }
  };

  app.route({ ...routeOf(getReviewsEndpoint), handler: answer });

  app.route({
    ...routeOf(mapsEndpoint),
    handler: async (request) => {
      if (request.query.place_id !== placeId)
        throw new HttpError('FORBIDDEN', API_MESSAGES.placeNotAllowed);
      return answer();
    },
  });
};
