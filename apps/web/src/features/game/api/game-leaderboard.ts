import { gameLeaderboardEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const LEADERBOARD_KEY = ['gameLeaderboard'] as const;

/** GET /api/gameLeaderboard: the top 10 and the signed-in player's own rank. */
export function fetchGameLeaderboard() {
  return callApi(gameLeaderboardEndpoint);
}

export function useGameLeaderboard() {
  return useQuery({ queryKey: LEADERBOARD_KEY, queryFn: fetchGameLeaderboard });
}
