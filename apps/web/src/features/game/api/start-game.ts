import { startGameEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/startGame: a new game on the server's clock (Start and Play Again). */
export function startGame() {
  return callApi(startGameEndpoint, {});
}
