import { fetchScoreEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const FETCH_SCORE_KEY = ['fetchScore'] as const;

/** POST /api/fetchScore: the player's best score from finished games. */
export function fetchScore(id: string) {
  return callApi(fetchScoreEndpoint, { id });
}

/** A failed fetch is only logged (docs/api/game.md#the-screens); no score is shown then. */
export function useFetchScore(userId: string | null) {
  return useQuery({
    queryKey: [...FETCH_SCORE_KEY, userId],
    queryFn: () => fetchScore(userId ?? ''),
    enabled: userId !== null,
  });
}
