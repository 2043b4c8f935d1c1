import { gameStateEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/gameState: the game as the server has it now (after a pause, when time runs out). */
export function gameState(gameId: string) {
  return callApi(gameStateEndpoint, { gameId });
}
