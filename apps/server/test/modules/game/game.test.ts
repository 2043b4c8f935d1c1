import {
  allInStock,
  buildPriceSpan,
  catalogueSchema,
  type GameState,
  gameView,
  judgeBuild,
  paiseToRupees,
  type Selection,
  startGame as startRules,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../helper';
import { Browser, signedInBrowser, testClock } from '../accounts/support';
import {
  baseAround,
  baseAwayFrom,
  bestScore,
  buildGameApp,
  buildWith,
  type GameTestApp,
  gameState,
  newPlayer,
  startGame,
  submit,
  yourPcPrice,
} from './support';

describe('PC Master Hunt on the server', () => {
  let testApp: GameTestApp;
  let build: Selection;
  let price: number;
  let inside: number;
  let outside: number;

  beforeAll(async () => {
    testApp = await buildGameApp();
    build = buildWith(testApp.catalogue);
    price = yourPcPrice(testApp.catalogue, build);
    inside = baseAround(price);
    outside = baseAwayFrom(price);
  });
  afterAll(() => testApp.close());

  const gamesOf = (userId: string) =>
    testApp.database.db
      .selectFrom('game_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();

  it('plays a whole game through the API to the score the rules give', async () => {
    const { browser } = await newPlayer(testApp);
    // Budgets inside, inside, outside, inside; then one nobody plays.
    testApp.nextBudgets(inside, inside, outside, inside, inside);
    const startedAt = testApp.clock.now().getTime();
    let game = await startGame(browser);
    // The same game by the rules alone, to compare with.
    let rules: GameState = startRules(startedAt, inside);
    const ruleBases = [inside, outside, inside, inside];
    expect(game).toEqual(gameView(game.gameId, rules, startedAt));

    const answers = [];
    for (const wait of [12_000, 30_000, 7_000, 90_000]) {
      testApp.clock.advance(wait);
      const response = await submit(browser, game, build);
      expect(response.statusCode, response.body).toBe(200);
      const now = testApp.clock.now().getTime();
      const judged = judgeBuild(rules, now, rules.round, price, () => ruleBases.shift() ?? 0);
      if (!judged.judged) throw new Error('the rules refused the build');
      rules = judged.state;
      answers.push(response.json());
      game = response.json().game;
      expect(game).toEqual(gameView(game.gameId, rules, now));
    }

    expect(answers.map((answer) => [answer.withinBudget, answer.points])).toEqual([
      [true, 100],
      [true, 200],
      [false, 0],
      [true, 100],
    ]);
    expect(answers[0].yourPcPricePaise).toBe(price);
    expect(answers[0].yourPcPrice).toBe(price / 100);

    // 180 s and 20.5 s for each of three passes: the game ends 241.5 s after it started.
    testApp.clock.advance(startedAt + 241_500 - 1 - testApp.clock.now().getTime());
    expect((await gameState(browser, game.gameId)).status).toBe('playing');
    testApp.clock.advance(1);
    const over = await gameState(browser, game.gameId);
    expect(over).toEqual({
      gameId: game.gameId,
      status: 'over',
      round: 5,
      remainingMs: 0,
      pauseRemainingMs: 0,
      budget: expect.any(Object),
      score: 400,
      streak: 2,
      highestStreak: 2,
      totalBuilds: 4,
      successfulBuilds: 3,
      failedBuilds: 1,
    });
    expect(over.score).toBe(rules.score);
    expect(await bestScore(browser)).toBe(400);
  });

  it('hides the next budget through the 5 s pause and refuses builds sent in it', async () => {
    const { browser } = await newPlayer(testApp);
    testApp.nextBudgets(inside, outside);
    const game = await startGame(browser);
    const first = (await submit(browser, game, build)).json().game;
    expect(first).toMatchObject({ status: 'paused', pauseRemainingMs: 5_000, budget: null });

    testApp.clock.advance(4_999);
    const early = await submit(browser, first, build);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'GAME_PAUSED' });

    testApp.clock.advance(1);
    const next = await gameState(browser, game.gameId);
    expect(next).toMatchObject({ status: 'playing', round: 2, totalBuilds: 1 });
    const { low, high } = next.budget ?? { low: 0, high: 0 };
    expect(price / 100 < low || price / 100 > high).toBe(true);
  });

  it('judges a build sent twice once', async () => {
    const { browser } = await newPlayer(testApp);
    testApp.nextBudgets(inside, inside);
    const game = await startGame(browser);
    const [one, two] = await Promise.all([
      submit(browser, game, build),
      submit(browser, game, build),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);

    // Sent again once the pause is over, for the budget it already answered.
    testApp.clock.advance(5_000);
    const again = await submit(browser, game, build);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ROUND_ALREADY_PLAYED' });
    expect(await gameState(browser, game.gameId)).toMatchObject({ totalBuilds: 1, score: 100 });
  });

  it('refuses a build once the clock has run out', async () => {
    const { browser } = await newPlayer(testApp);
    testApp.nextBudgets(inside);
    const game = await startGame(browser);
    testApp.clock.advance(180_000);

    const late = await submit(browser, game, build);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'GAME_OVER', message: "Time's up! This game is over." });
    expect(await gameState(browser, game.gameId)).toMatchObject({ status: 'over', score: 0 });
  });

  it("refuses a build into another player's game, which stays as it was", async () => {
    const owner = await newPlayer(testApp);
    const intruder = await newPlayer(testApp);
    testApp.nextBudgets(inside);
    const game = await startGame(owner.browser);

    const response = await submit(intruder.browser, game, build);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    const peek = await intruder.browser.post('/api/gameState', { gameId: game.gameId });
    expect(peek.statusCode).toBe(404);
    expect(await gameState(owner.browser, game.gameId)).toMatchObject({ totalBuilds: 0 });
  });

  it('answers a game id that is not one as not found', async () => {
    const { browser } = await newPlayer(testApp);
    const response = await submit(browser, { gameId: 'not-a-game', round: 1 }, build);
    expect(response.statusCode).toBe(404);
    expect((await browser.post('/api/gameState', { gameId: "1' or 1=1" })).statusCode).toBe(404);
  });

  it('keeps two games of one player apart: a new start ends the old one', async () => {
    const { browser, userId } = await newPlayer(testApp);
    testApp.nextBudgets(inside, inside, inside, inside);
    const first = await startGame(browser);
    expect((await submit(browser, first, build)).json().points).toBe(100);

    const second = await startGame(browser);
    expect(second).toMatchObject({ score: 0, streak: 1, round: 1, status: 'playing' });
    const intoFirst = await submit(browser, { gameId: first.gameId, round: 2 }, build);
    expect(intoFirst.statusCode).toBe(409);
    expect(intoFirst.json()).toMatchObject({ code: 'GAME_OVER' });
    // The second game's first pass scores 100, not the 200 of a streak carried over.
    expect((await submit(browser, second, build)).json().points).toBe(100);

    // Both over (the second had 200.5 s): each counts alone, so the best is 100, not 200.
    testApp.clock.advance(250_000);
    expect(await bestScore(browser)).toBe(100);
    const games = await gamesOf(userId);
    expect(games.map((game) => game.score)).toEqual([100, 100]);
    expect(games.every((game) => game.recorded)).toBe(true);
  });

  it('lets only one game of a player stay open when two start at once', async () => {
    const { browser, userId } = await newPlayer(testApp);
    const [one, two] = await Promise.all([startGame(browser), startGame(browser)]);
    expect(one.gameId).not.toBe(two.gameId);
    const games = await gamesOf(userId);
    expect(games.filter((game) => !game.recorded)).toHaveLength(1);
  });

  it('refuses an unfinished or incompatible build and does not count it', async () => {
    const { browser } = await newPlayer(testApp);
    testApp.nextBudgets(inside);
    const game = await startGame(browser);
    const { cabinetModel: _, ...unfinished } = build;
    const incomplete = await submit(browser, game, unfinished);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({ code: 'INCOMPLETE_PC' });

    const broken = await submit(browser, game, { ...build, psu: 'no-such-power-supply' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BUILD_REFUSED' });
    expect(await gameState(browser, game.gameId)).toMatchObject({ totalBuilds: 0, round: 1 });
  });

  it('asks a visitor to sign in first', async () => {
    const visitor = new Browser(testApp);
    for (const url of ['/api/startGame', '/api/fetchScore', '/api/updateScore']) {
      const response = await visitor.post(url, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    }
  });
});

describe("PC Master Hunt's budgets", () => {
  it('start at the cheapest build the catalogue allows, not below it', async () => {
    // Dice that always throw their lowest number: the lowest budget the game can draw.
    const lowest = await buildTestApp({ dice: { wholeNumber: (min) => min } });
    try {
      const { browser } = await signedInBrowser(
        { ...lowest, clock: testClock() },
        'lowest-budget@example.in',
      );
      const catalogue = allInStock(
        catalogueSchema.parse((await browser.post('/api/fetchAllComponents', {})).json()),
      );
      const span = buildPriceSpan(catalogue);
      if (!span) throw new Error('The catalogue allows no build');
      const { budget } = (await browser.post('/api/startGame', {})).json();
      expect(budget.high).toBeGreaterThanOrEqual(paiseToRupees(span.cheapest));
      expect(budget).toEqual({ low: 32_000, high: 39_000 });
    } finally {
      await lowest.close();
    }
  });
});
