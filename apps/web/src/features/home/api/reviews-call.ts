import { getReviewsEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/** GET /api/getReviews (docs/api/reviews.md): the shop's reviews, from Google or its own. */
export function getReviews() {
  return callApi(getReviewsEndpoint);
}
