import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createUser, PASSWORD } from '../accounts/support';
import {
  baseAround,
  bestScore,
  buildGameApp,
  buildWith,
  type GameTestApp,
  startGame,
  submit,
  yourPcPrice,
} from './support';

describe('PC Master Hunt scores and leaderboard', () => {
  let testApp: GameTestApp;
  let inside: number;
  const build = () => buildWith(testApp.catalogue);

  beforeAll(async () => {
    testApp = await buildGameApp();
    inside = baseAround(yourPcPrice(testApp.catalogue, build()));
  });
  afterAll(() => testApp.close());

  let players = 0;
  async function player(firstname: string) {
    players += 1;
    const email = `scorer-${players}@example.in`;
    const userId = await createUser(testApp, { email, firstname });
    const browser = new Browser(testApp);
    const login = await browser.post('/api/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    return { browser, userId };
  }

  /** Plays a game of `passes` passes in a row, one every 5 s, and leaves it running. */
  async function play(browser: Browser, passes: number) {
    testApp.nextBudgets(...Array.from({ length: passes + 1 }, () => inside));
    let game = await startGame(browser);
    for (let pass = 0; pass < passes; pass++) {
      const response = await submit(browser, game, build());
      expect(response.json().withinBudget).toBe(true);
      game = response.json().game;
      testApp.clock.advance(5_000);
    }
    return game;
  }

  const bestScores = () =>
    testApp.database.db.selectFrom('game_best_scores').selectAll().orderBy('user_id').execute();
  const leaderboard = (browser: Browser) => browser.get('/api/gameLeaderboard');
  const timeUp = () => testApp.clock.advance(400_000);

  it('orders the leaderboard by score, a tie going to who reached it first', async () => {
    const later = await player('Ravi');
    const earlier = await player('Meena');
    const top = await player('Kiran');
    // Meena reaches 100 before Ravi does, in a game that started after his.
    testApp.nextBudgets(inside);
    const raviGame = await startGame(later.browser);
    await play(earlier.browser, 1);
    testApp.nextBudgets(inside);
    testApp.clock.advance(1_000);
    expect((await submit(later.browser, raviGame, build())).json().points).toBe(100);
    await play(top.browser, 2);
    timeUp();

    const answer = await leaderboard(later.browser);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      top: [
        { rank: 1, name: 'Kiran R.', score: 300 },
        { rank: 2, name: 'Meena R.', score: 100 },
        { rank: 3, name: 'Ravi R.', score: 100 },
      ],
      me: { rank: 3, name: 'Ravi R.', score: 100 },
    });
    // A visitor sees the same top and no rank of their own.
    expect((await leaderboard(new Browser(testApp))).json()).toMatchObject({ me: null });
  });

  it('keeps the earlier time when a player only equals their best', async () => {
    const { browser, userId } = await player('Anu');
    await play(browser, 1);
    timeUp();
    expect(await bestScore(browser)).toBe(100);
    const first = (await bestScores()).find((row) => row.user_id === userId);
    await play(browser, 1);
    timeUp();
    expect(await bestScore(browser)).toBe(100);
    expect((await bestScores()).find((row) => row.user_id === userId)).toEqual(first);
  });

  it('changes nothing for a forged score sent through updateScore', async () => {
    const { browser } = await player('Forger');
    await play(browser, 1);
    timeUp();
    const board = (await leaderboard(browser)).json();
    const before = await bestScores();

    const forged = await browser.post('/api/updateScore', { score: 999_900, name: 'Champion' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({
      code: 'SCORE_NOT_EARNED',
      message: 'Only a score earned in a finished game can be saved.',
    });
    expect(await bestScores()).toEqual(before);
    expect((await leaderboard(browser)).json()).toEqual(board);
    expect(await bestScore(browser)).toBe(100);
  });

  it('accepts, in its old shape, a score a finished game earned, and answers the best', async () => {
    const { browser, userId } = await player('Honest');
    await play(browser, 2);
    timeUp();
    const saved = await browser.post('/api/updateScore', { id: userId, score: 300, name: 'x' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Score saved', score: 300 });
    expect((await browser.post('/api/fetchScore', { id: userId })).json()).toEqual({ score: 300 });
  });

  it('refuses the score of a game still running', async () => {
    const { browser } = await player('Eager');
    const game = await play(browser, 1);
    expect(game.status).not.toBe('over');
    const early = await browser.post('/api/updateScore', { score: 100 });
    expect(early.statusCode).toBe(400);
    expect(await bestScore(browser)).toBe(0);
    timeUp();
    expect(await bestScore(browser)).toBe(100);
  });

  it("refuses to read or write another player's score", async () => {
    const { browser } = await player('Nosy');
    const other = await player('Other');
    const read = await browser.post('/api/fetchScore', { id: other.userId });
    expect(read.statusCode).toBe(403);
    const write = await browser.post('/api/updateScore', { id: other.userId, score: 0 });
    expect(write.statusCode).toBe(403);
  });

  it('answers 0 for a player who has not finished a game', async () => {
    const { browser } = await player('Newbie');
    expect(await bestScore(browser)).toBe(0);
  });
});
