import {
  allInStock,
  type Catalogue,
  catalogueSchema,
  type GameView,
  gameBuildPrice,
  optionsFor,
  paiseToRupees,
  SELECTION_FIELDS,
  type Selection,
  selectField,
} from '@shop/domain';
import { expect } from 'vitest';
import { buildApp } from '../../../src/app';
import { scriptedDice } from '../../../src/platform/dice';
import { createTestDatabase, testConfig } from '../../helper';
import {
  type AccountsTestApp,
  type Browser,
  signedInBrowser,
  testClock,
} from '../accounts/support';

export type GameTestApp = AccountsTestApp & {
  /** The base prices of the next budgets, in order (then random again). */
  nextBudgets(...bases: number[]): void;
  catalogue: Catalogue;
};

/** The real app on a fresh database, with a clock the test moves and budgets it chooses. */
export async function buildGameApp(): Promise<GameTestApp> {
  const config = testConfig();
  const database = await createTestDatabase();
  const clock = testClock();
  const dice = scriptedDice();
  const app = await buildApp(config, { database, clock, dice });
  const catalogue = catalogueSchema.parse(
    (await app.inject({ method: 'POST', url: '/api/fetchAllComponents' })).json(),
  );
  return {
    app,
    database,
    config,
    clock,
    catalogue,
    nextBudgets(...bases) {
      // Each test scripts exactly the budgets it uses: any left over would leak into the next.
      expect(dice.script(bases), 'budgets left over from an earlier test').toBe(bases.length);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let players = 0;

/** A new signed-in player. */
export async function newPlayer(testApp: GameTestApp, name = 'player') {
  players += 1;
  return signedInBrowser(testApp, `${name}-${players}@example.in`);
}

/**
 * A complete, compatible build, walking the fields in order and taking the `pick`-th option of
 * each where there is one (the first by default).
 */
export function buildWith(catalogue: Catalogue, pick = 0): Selection {
  let selection: Selection = {};
  for (const field of SELECTION_FIELDS) {
    const options = optionsFor(catalogue, selection, field);
    const option = options[Math.min(pick, options.length - 1)];
    if (!option) throw new Error(`Nothing to choose for ${field}`);
    selection = selectField(selection, field, option.value);
  }
  return selection;
}

/** A build's "Your PC" price in paise, by the domain's own rule. */
export function yourPcPrice(catalogue: Catalogue, selection: Selection): number {
  const priced = gameBuildPrice(allInStock(catalogue), selection);
  if (!('price' in priced)) throw new Error(`Not a build: ${priced.problem}`);
  return priced.price;
}

/** A base price whose budget (10 % or less either side) holds this price. */
export function baseAround(pricePaise: number): number {
  return Math.round(paiseToRupees(pricePaise));
}

/** A base price whose budget (10 % either side at most) cannot hold this price. */
export function baseAwayFrom(pricePaise: number): number {
  const rupees = paiseToRupees(pricePaise);
  return rupees * 1.5 <= 350_000 ? Math.round(rupees * 1.5) : Math.round(rupees / 1.5);
}

export async function startGame(browser: Browser): Promise<GameView> {
  const response = await browser.post('/api/startGame', {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export function submit(
  browser: Browser,
  game: Pick<GameView, 'gameId' | 'round'>,
  selection: Selection,
) {
  return browser.post('/api/submitGameBuild', {
    gameId: game.gameId,
    round: game.round,
    selection,
  });
}

export async function gameState(browser: Browser, gameId: string): Promise<GameView> {
  const response = await browser.post('/api/gameState', { gameId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function bestScore(browser: Browser): Promise<number> {
  const response = await browser.post('/api/fetchScore', {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().score;
}
