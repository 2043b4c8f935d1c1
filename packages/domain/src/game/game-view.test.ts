import { describe, expect, it } from 'vitest';
import { rupeesToPaise } from '../money';
import { judgeBuild, startGame } from './game-rules';
import { gameView } from './game-view';

const T0 = Date.UTC(2025, 5, 1, 6, 30);

describe('gameView', () => {
  it('tells the time left and the budget in rupees while playing', () => {
    expect(gameView('g1', startGame(T0, 100_000), T0 + 500)).toEqual({
      gameId: 'g1',
      status: 'playing',
      round: 1,
      remainingMs: 179_500,
      pauseRemainingMs: 0,
      budget: { low: 90_000, high: 110_000 },
      score: 0,
      streak: 1,
      highestStreak: 0,
      totalBuilds: 0,
      successfulBuilds: 0,
      failedBuilds: 0,
    });
  });

  it('hides the next budget until the pause is over', () => {
    const result = judgeBuild(startGame(T0, 100_000), T0, 1, rupeesToPaise(100_000), () => 200_000);
    if (!result.judged) throw new Error('refused');
    expect(gameView('g1', result.state, T0 + 1_000)).toMatchObject({
      status: 'paused',
      round: 2,
      pauseRemainingMs: 4_000,
      budget: null,
    });
    expect(gameView('g1', result.state, T0 + 5_000)).toMatchObject({
      status: 'playing',
      budget: { low: 182_000, high: 218_000 },
    });
  });

  it('says over, with no time left, once time is up', () => {
    expect(gameView('g1', startGame(T0, 100_000), T0 + 181_000)).toMatchObject({
      status: 'over',
      remainingMs: 0,
      pauseRemainingMs: 0,
    });
  });
});
