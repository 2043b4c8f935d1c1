import { describe, expect, it } from 'vitest';
import { GAME } from '../constants';
import { rupeesToPaise } from '../money';
import { budgetAround } from './budget';
import {
  endGameAt,
  GAME_DURATION_MS,
  type GameState,
  gamePhase,
  judgeBuild,
  PAUSE_BETWEEN_ROUNDS_MS,
  pauseRemainingMs,
  remainingMs,
  SUCCESS_BONUS_MS,
  startGame,
} from './game-rules';

const T0 = Date.UTC(2025, 5, 1, 6, 30);
// The first budget of these games: 100000 +- 10 % = 90000 .. 110000.
const BASE = 100_000;
const INSIDE = rupeesToPaise(100_000);
const OUTSIDE = rupeesToPaise(150_000);

const next = () => BASE;

function judged(state: GameState, now: number, price: number, nextBase = BASE) {
  const result = judgeBuild(state, now, state.round, price, () => nextBase);
  if (!result.judged) throw new Error(`refused: ${result.refusal}`);
  return result;
}

describe('the game’s timings', () => {
  it('lasts 180 s, a pass adds 0.5 s and 20 s, and 5 s pass between budgets', () => {
    expect(GAME_DURATION_MS).toBe(180_000);
    expect(SUCCESS_BONUS_MS).toBe(20_500);
    expect(PAUSE_BETWEEN_ROUNDS_MS).toBe(5_000);
    expect(GAME.pointsPerStreak).toBe(100);
  });
});

describe('startGame', () => {
  it('starts 180 s of play with a score of 0, a streak of 1 and a budget at 10 percent', () => {
    const game = startGame(T0, BASE);
    expect(game).toEqual({
      startedAt: T0,
      endsAt: T0 + 180_000,
      pauseEndsAt: null,
      round: 1,
      budget: budgetAround(BASE, 10),
      score: 0,
      streak: 1,
      highestStreak: 0,
      totalBuilds: 0,
      successfulBuilds: 0,
      failedBuilds: 0,
      scoreReachedAt: T0,
    });
    expect(gamePhase(game, T0)).toBe('playing');
    expect(remainingMs(game, T0 + 1_000)).toBe(179_000);
  });
});

describe('judgeBuild', () => {
  it('a pass: successful +1, 20.5 s more, score + 100 x streak, streak +1, then a 5 s pause', () => {
    const game = startGame(T0, BASE);
    const { state, outcome } = judged(game, T0 + 30_000, INSIDE, 200_000);

    expect(outcome).toEqual({ withinBudget: true, points: 100 });
    expect(state).toMatchObject({
      endsAt: T0 + 180_000 + 20_500,
      pauseEndsAt: T0 + 35_000,
      round: 2,
      score: 100,
      streak: 2,
      highestStreak: 1,
      totalBuilds: 1,
      successfulBuilds: 1,
      failedBuilds: 0,
      scoreReachedAt: T0 + 30_000,
    });
    // The next budget: 10 minus 1 success = 9 percent around the next base.
    expect(state.budget).toEqual(budgetAround(200_000, 9));
  });

  it('a miss: failed +1, the streak back to 1, no time added, then a 5 s pause', () => {
    const first = judged(startGame(T0, BASE), T0 + 10_000, INSIDE).state;
    const { state, outcome } = judged(first, T0 + 20_000, OUTSIDE, 60_000);

    expect(outcome).toEqual({ withinBudget: false, points: 0 });
    expect(state).toMatchObject({
      endsAt: first.endsAt,
      pauseEndsAt: T0 + 25_000,
      round: 3,
      score: 100,
      streak: 1,
      highestStreak: 1,
      totalBuilds: 2,
      successfulBuilds: 1,
      failedBuilds: 1,
      scoreReachedAt: T0 + 10_000,
    });
    // A miss changes no success count: still 10 minus 1.
    expect(state.budget).toEqual(budgetAround(60_000, 9));
  });

  it('scores 100, 200, 300 for three passes in a row, and 100 again after a miss', () => {
    let game = startGame(T0, BASE);
    let now = T0;
    const points: number[] = [];
    for (const price of [INSIDE, INSIDE, INSIDE, OUTSIDE, INSIDE]) {
      now += PAUSE_BETWEEN_ROUNDS_MS;
      const result = judged(game, now, price);
      points.push(result.outcome.points);
      game = result.state;
    }
    expect(points).toEqual([100, 200, 300, 0, 100]);
    expect(game).toMatchObject({
      score: 700,
      streak: 2,
      highestStreak: 3,
      totalBuilds: 5,
      successfulBuilds: 4,
      failedBuilds: 1,
      endsAt: T0 + 180_000 + 4 * 20_500,
    });
    expect(game.budget).toEqual(budgetAround(BASE, 6));
  });

  it('counts both ends of the budget as inside', () => {
    const game = startGame(T0, BASE);
    expect(judged(game, T0, rupeesToPaise(90_000)).outcome.withinBudget).toBe(true);
    expect(judged(game, T0, rupeesToPaise(110_000)).outcome.withinBudget).toBe(true);
    expect(judged(game, T0, rupeesToPaise(110_000) + 1).outcome.withinBudget).toBe(false);
  });

  it('refuses a build during the 5 s pause, and judges the next one once it is over', () => {
    const { state } = judged(startGame(T0, BASE), T0 + 1_000, INSIDE);
    expect(gamePhase(state, T0 + 5_999)).toBe('paused');
    expect(pauseRemainingMs(state, T0 + 3_000)).toBe(3_000);
    expect(judgeBuild(state, T0 + 5_999, state.round, INSIDE, next)).toEqual({
      judged: false,
      refusal: 'paused',
    });
    expect(gamePhase(state, T0 + 6_000)).toBe('playing');
    expect(pauseRemainingMs(state, T0 + 6_000)).toBe(0);
    expect(judgeBuild(state, T0 + 6_000, state.round, INSIDE, next).judged).toBe(true);
  });

  it('refuses a build sent again for a budget already played', () => {
    const game = startGame(T0, BASE);
    const { state } = judged(game, T0 + 1_000, INSIDE);
    expect(judgeBuild(state, T0 + 10_000, game.round, INSIDE, next)).toEqual({
      judged: false,
      refusal: 'roundPlayed',
    });
  });

  it('draws the next base only for a build it judges', () => {
    const game = startGame(T0, BASE);
    let draws = 0;
    const draw = () => {
      draws += 1;
      return BASE;
    };
    expect(judgeBuild(game, T0 + 180_000, 1, INSIDE, draw).judged).toBe(false);
    expect(draws).toBe(0);
    expect(judgeBuild(game, T0, 1, INSIDE, draw).judged).toBe(true);
    expect(draws).toBe(1);
  });

  it('refuses every build once time is up, even the instant it runs out', () => {
    const game = startGame(T0, BASE);
    expect(gamePhase(game, T0 + 179_999)).toBe('playing');
    expect(judgeBuild(game, T0 + 180_000, 1, INSIDE, next)).toEqual({
      judged: false,
      refusal: 'over',
    });
    expect(gamePhase(game, T0 + 180_000)).toBe('over');
    expect(remainingMs(game, T0 + 200_000)).toBe(0);
  });

  it('lets time run on through a pause: a game can end inside one', () => {
    const game = startGame(T0, BASE);
    const { state } = judged(game, T0 + 178_000, OUTSIDE);
    expect(gamePhase(state, T0 + 179_000)).toBe('paused');
    expect(gamePhase(state, T0 + 180_000)).toBe('over');
    expect(pauseRemainingMs(state, T0 + 180_000)).toBe(0);
  });

  it('keeps the budget rule after many passes: one price from the tenth success on', () => {
    let game = startGame(T0, BASE);
    for (let success = 1; success <= 11; success++) {
      game = judged(game, game.pauseEndsAt ?? T0, rupeesToPaise(100_000)).state;
    }
    expect(game.successfulBuilds).toBe(11);
    expect(game.budget).toEqual(budgetAround(BASE, 0));
    expect(game.score).toBe(100 * ((11 * 12) / 2));
  });
});

describe('endGameAt', () => {
  it('ends a running game now, keeping its score', () => {
    const { state } = judged(startGame(T0, BASE), T0 + 1_000, INSIDE);
    const ended = endGameAt(state, T0 + 2_000);
    expect(ended).toEqual({ ...state, endsAt: T0 + 2_000 });
    expect(gamePhase(ended, T0 + 2_000)).toBe('over');
  });

  it('leaves a game that is already over as it was', () => {
    const game = startGame(T0, BASE);
    expect(endGameAt(game, T0 + 500_000)).toBe(game);
  });
});
