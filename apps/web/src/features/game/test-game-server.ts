import {
  API_MESSAGES,
  allInStock,
  type BuildRefusal,
  fetchAllComponentsEndpoint,
  fetchScoreEndpoint,
  type GameState,
  gameBuildPrice,
  gameLeaderboardEndpoint,
  gameStateEndpoint,
  gameView,
  judgeBuild,
  type LeaderboardEntry,
  paiseToRupees,
  startGame,
  startGameEndpoint,
  submitGameBuildEndpoint,
  updateScoreEndpoint,
} from '@shop/domain';
import { REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { type FakeApi, failWith } from '../../test/fake-api';

const REFUSED: Record<BuildRefusal, ReturnType<typeof failWith>> = {
  over: failWith(409, 'GAME_OVER', API_MESSAGES.gameOver),
  paused: failWith(409, 'GAME_PAUSED', API_MESSAGES.gamePaused),
  roundPlayed: failWith(409, 'ROUND_ALREADY_PLAYED', API_MESSAGES.roundAlreadyPlayed),
};

/**
 * For web tests only: the game endpoints answered by the domain's own rules on the test's clock,
 * as the server plays them, with the budgets' base prices given in order.
 */
type Leaderboard = { top: LeaderboardEntry[]; me: LeaderboardEntry | null };

export function serveGame(
  api: FakeApi,
  {
    bases = [],
    best = 0,
    leaderboard = { top: [], me: null },
  }: { bases?: number[]; best?: number; leaderboard?: Leaderboard } = {},
) {
  let state: GameState | null = null;
  let games = 0;
  const draw = () => bases.shift() ?? 100_000;
  const current = () => {
    if (!state) throw new Error('No game started');
    return state;
  };
  api
    .on(fetchAllComponentsEndpoint, REAL_CATALOGUE)
    .on(fetchScoreEndpoint, () => ({ score: best }))
    .on(gameLeaderboardEndpoint, leaderboard)
    .on(updateScoreEndpoint, ({ score }) => {
      best = Math.max(best, score);
      return { message: API_MESSAGES.scoreSaved, score: best };
    })
    .on(startGameEndpoint, () => {
      games += 1;
      state = startGame(Date.now(), draw());
      return gameView(`game-${games}`, state, Date.now());
    })
    .on(gameStateEndpoint, ({ gameId }) => gameView(gameId, current(), Date.now()))
    .on(submitGameBuildEndpoint, ({ gameId, round, selection }) => {
      const priced = gameBuildPrice(allInStock(REAL_CATALOGUE), selection);
      if (!('price' in priced)) return failWith(400, 'BUILD_REFUSED', priced.problem);
      const judged = judgeBuild(current(), Date.now(), round, priced.price, draw);
      if (!judged.judged) return REFUSED[judged.refusal];
      state = judged.state;
      return {
        ...judged.outcome,
        yourPcPrice: paiseToRupees(priced.price),
        yourPcPricePaise: priced.price,
        game: gameView(gameId, state, Date.now()),
      };
    });
}
