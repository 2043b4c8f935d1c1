import { GAME } from '../constants';
import type { Paise } from '../money';
import { type Budget, budgetAround, budgetTolerancePercent, isWithinBudget } from './budget';

/**
 * PC Master Hunt's rules (docs/api/game.md#rules), as the server plays them: pure functions of a
 * game's state and the time, in milliseconds since the epoch. The browser only shows their result
 * (docs/decisions/010-game-scores-decided-by-the-server.md).
 */

export const GAME_DURATION_MS = GAME.durationSeconds * 1000;
/** A pass adds 0.5 s and then 20 s: 20.5 s in all. */
export const SUCCESS_BONUS_MS = (GAME.successExtraSeconds + GAME.successBonusSeconds) * 1000;
export const PAUSE_BETWEEN_ROUNDS_MS = GAME.secondsBetweenRounds * 1000;

/** One game, as stored: the clock is two instants, the game's end and the end of a pause. */
export type GameState = {
  readonly startedAt: number;
  /** No build is judged from this instant on; a pass moves it 20.5 s later. */
  readonly endsAt: number;
  /** After each judged build no other is judged until this instant; null before the first. */
  readonly pauseEndsAt: number | null;
  /** The number of the budget in play, from 1; each judged build moves to the next. */
  readonly round: number;
  readonly budget: Budget;
  readonly score: number;
  /** The multiplier of the next pass: 1, then one more after each pass in a row. */
  readonly streak: number;
  /** The most passes in a row so far. */
  readonly highestStreak: number;
  readonly totalBuilds: number;
  readonly successfulBuilds: number;
  readonly failedBuilds: number;
  /** When the score took its present value (the start while it is 0): ties go to the earlier. */
  readonly scoreReachedAt: number;
};

/** A new game at `now`, its first budget around `baseRupees` with a 10 percent tolerance. */
export function startGame(now: number, baseRupees: number): GameState {
  return {
    startedAt: now,
    endsAt: now + GAME_DURATION_MS,
    pauseEndsAt: null,
    round: 1,
    budget: budgetAround(baseRupees, budgetTolerancePercent(0)),
    score: 0,
    streak: 1,
    highestStreak: 0,
    totalBuilds: 0,
    successfulBuilds: 0,
    failedBuilds: 0,
    scoreReachedAt: now,
  };
}

export type GamePhase = 'playing' | 'paused' | 'over';

/** Where a game stands at `now`. Time runs on during a pause. */
export function gamePhase(state: GameState, now: number): GamePhase {
  if (now >= state.endsAt) return 'over';
  if (state.pauseEndsAt !== null && now < state.pauseEndsAt) return 'paused';
  return 'playing';
}

export function remainingMs(state: GameState, now: number): number {
  return Math.max(0, state.endsAt - now);
}

export function pauseRemainingMs(state: GameState, now: number): number {
  return gamePhase(state, now) === 'paused' ? (state.pauseEndsAt ?? now) - now : 0;
}

/** Why a build is not judged: time is up, the pause is on, or it answers a budget already played. */
export type BuildRefusal = 'over' | 'paused' | 'roundPlayed';

export type BuildOutcome = {
  withinBudget: boolean;
  /** The points this build scored: 100 x the streak for a pass, 0 for a miss. */
  points: number;
};

export type JudgedBuild =
  | { readonly judged: true; readonly state: GameState; readonly outcome: BuildOutcome }
  | { readonly judged: false; readonly refusal: BuildRefusal };

/**
 * Judges a finished build of "Your PC" price `price`, sent at `now` for budget number `round`.
 * Pass: successful +1, +0.5 s, score + 100 x streak, streak +1, highest streak updated, +20 s.
 * Miss: failed +1, streak back to 1. Either way total builds +1, a 5 s pause, then the next budget
 * (around the base `drawNextBase` gives, with 10 minus the successes so far percent of tolerance;
 * it is asked only for a build that is judged).
 */
export function judgeBuild(
  state: GameState,
  now: number,
  round: number,
  price: Paise,
  drawNextBase: () => number,
): JudgedBuild {
  const phase = gamePhase(state, now);
  if (phase === 'over') return { judged: false, refusal: 'over' };
  if (phase === 'paused') return { judged: false, refusal: 'paused' };
  if (round !== state.round) return { judged: false, refusal: 'roundPlayed' };

  const withinBudget = isWithinBudget(price, state.budget);
  const points = withinBudget ? GAME.pointsPerStreak * state.streak : 0;
  const successfulBuilds = state.successfulBuilds + (withinBudget ? 1 : 0);
  const next: GameState = {
    ...state,
    endsAt: withinBudget ? state.endsAt + SUCCESS_BONUS_MS : state.endsAt,
    pauseEndsAt: now + PAUSE_BETWEEN_ROUNDS_MS,
    round: state.round + 1,
    budget: budgetAround(drawNextBase(), budgetTolerancePercent(successfulBuilds)),
    score: state.score + points,
    streak: withinBudget ? state.streak + 1 : 1,
    highestStreak: withinBudget ? Math.max(state.highestStreak, state.streak) : state.highestStreak,
    totalBuilds: state.totalBuilds + 1,
    successfulBuilds,
    failedBuilds: state.failedBuilds + (withinBudget ? 0 : 1),
    scoreReachedAt: withinBudget ? now : state.scoreReachedAt,
  };
  return { judged: true, state: next, outcome: { withinBudget, points } };
}

/**
 * Ends a game early at `now` (its player started another): time is up from then on, and what it
 * scored so far stands. A game already over is left as it is.
 */
export function endGameAt(state: GameState, now: number): GameState {
  return now >= state.endsAt ? state : { ...state, endsAt: now };
}
