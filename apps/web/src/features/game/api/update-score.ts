import { type RequestBody, updateScoreEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/updateScore at Game Over, in its old shape: the server has already recorded the game
 * and only confirms a score a finished game earned.
 */
export function updateScore(body: RequestBody<typeof updateScoreEndpoint>) {
  return callApi(updateScoreEndpoint, body);
}
