import type { GameView } from '../contracts/game';
import { paiseToRupees } from '../money';
import { type GameState, gamePhase, pauseRemainingMs, remainingMs } from './game-rules';

/**
 * What a player is told of their game at `now` (docs/api/game.md#the-game-view): the clock as time
 * left, and the budget in play only once it is out (never during the pause before it).
 */
export function gameView(gameId: string, state: GameState, now: number): GameView {
  const status = gamePhase(state, now);
  return {
    gameId,
    status,
    round: state.round,
    remainingMs: remainingMs(state, now),
    pauseRemainingMs: pauseRemainingMs(state, now),
    budget:
      status === 'paused'
        ? null
        : { low: paiseToRupees(state.budget.low), high: paiseToRupees(state.budget.high) },
    score: state.score,
    streak: state.streak,
    highestStreak: state.highestStreak,
    totalBuilds: state.totalBuilds,
    successfulBuilds: state.successfulBuilds,
    failedBuilds: state.failedBuilds,
  };
}
