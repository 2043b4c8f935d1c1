import { useQuery } from '@tanstack/react-query';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';

const reviewsCall = loadOnFirstUse(() => import('./reviews-call'));

/**
 * The shop's reviews (docs/api/reviews.md). The call and the API client load with the first
 * request, not at start-up (docs/decisions/056-initial-javascript-budget.md).
 */
export function useGetReviews() {
  return useQuery({
    queryKey: ['getReviews'],
    queryFn: () => reviewsCall.use(({ getReviews }) => getReviews()),
    retry: false,
    staleTime: 300_000,
  });
}
