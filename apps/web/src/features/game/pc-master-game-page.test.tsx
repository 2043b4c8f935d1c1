import {
  allInStock,
  formatInr,
  gameBuildPrice,
  gameStateEndpoint,
  MESSAGES,
  paiseToRupees,
  SELECTION_FIELDS,
  startGameEndpoint,
  submitGameBuildEndpoint,
  updateScoreEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseInAccordion } from '../../components/build-accordion/choose-in-accordion';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { advanceClock } from '../../test/clock';
import { fakeApi } from '../../test/fake-api';
import { renderAccountScreen } from '../../test/render-account-screen';
import { PcMasterGamePage } from './pc-master-game-page';
import { serveGame } from './test-game-server';

const BUILD = firstChoiceSelection();
const priced = gameBuildPrice(allInStock(REAL_CATALOGUE), BUILD);
if (!('price' in priced)) throw new Error('The first-choice build is not a build');
const PRICE = priced.price;
/** A base price whose budget holds the first-choice build, and one whose budget does not. */
const INSIDE = Math.round(paiseToRupees(PRICE));
const OUTSIDE = Math.round(paiseToRupees(PRICE) * 1.5);

const text = (testId: string) => screen.getByTestId(testId).textContent;

async function buildThePc() {
  for (const field of SELECTION_FIELDS) chooseInAccordion(field, BUILD[field]);
  await advanceClock(50);
}

const sectionButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^\\d?\\s*${name}`) });

async function renderGame() {
  const view = renderAccountScreen(<PcMasterGamePage />, { path: '/pc-master-game' });
  await screen.findByRole('heading', { name: 'How to Play' });
  return view;
}

async function start(name: 'Start' | 'Play Again' = 'Start') {
  fireEvent.click(screen.getByRole('button', { name }));
  await screen.findByTestId('game-time');
  await screen.findByRole('button', { name: /Processor/ });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PC Master Hunt', () => {
  it('starts with How to Play, Start, the best score and the leaderboard', async () => {
    serveGame(fakeApi(), {
      best: 300,
      leaderboard: {
        top: [
          { rank: 1, name: 'Kiran R.', score: 900 },
          { rank: 2, name: 'Meena S.', score: 500 },
        ],
        me: { rank: 14, name: 'Asha R.', score: 300 },
      },
    });
    await renderGame();

    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(await screen.findByText('300', { selector: '.game-best strong' })).toBeTruthy();
    const board = await screen.findByRole('table');
    const rows = within(board)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['RankPlayerScore', '1Kiran R.900', '2Meena S.500', '14Asha R. (you)300']);
  });

  it('plays a round: the same eight sections, the budget, a pass, the countdown, a new budget', {
    timeout: 30_000,
  }, async () => {
    const api = fakeApi();
    serveGame(api, { bases: [INSIDE, OUTSIDE, INSIDE] });
    await renderGame();
    await start();

    for (const name of ['Chipset', 'RAM', 'GPU', 'Cooler', 'Storage', 'Power Supply', 'Cabinet']) {
      expect(sectionButton(name)).toBeTruthy();
    }
    expect(text('game-score')).toBe('0');
    expect(text('game-time')).toBe('180s');
    expect(text('game-budget')).toMatch(/^₹[\d,]+ - ₹[\d,]+$/);

    await advanceClock(10_000);
    expect(text('game-time')).toBe('170s');
    await buildThePc();

    const verdict = await screen.findByText(MESSAGES.game.withinBudget, { exact: false });
    // In the sticky bar's live region: read and heard wherever the build was handed in.
    expect(verdict.closest('.game-top-bar [role="status"]')).toBeTruthy();
    expect(api.calls(submitGameBuildEndpoint)).toEqual([
      { gameId: 'game-1', round: 1, selection: BUILD },
    ]);
    expect(screen.getByText(MESSAGES.game.newBudgetCountdown)).toBeTruthy();
    expect(text('game-countdown')).toBe('5');
    expect(text('game-score')).toBe('100');
    // 20.5 s more: 170 + 20.5.
    expect(text('game-time')).toBe('191s');
    expect(text('your-pc-price')).toBe(formatInr(PRICE));
    expect((document.getElementById('config-cabinetModel') as HTMLSelectElement).disabled).toBe(
      true,
    );

    await advanceClock(1_000);
    expect(text('game-countdown')).toBe('4');
    await advanceClock(3_900);
    expect(text('game-countdown')).toBe('1');
    expect(api.calls(gameStateEndpoint)).toHaveLength(0);
    await advanceClock(200);

    await waitFor(() => expect(api.calls(gameStateEndpoint)).toEqual([{ gameId: 'game-1' }]));
    await waitFor(() => expect(screen.queryByText(MESSAGES.game.newBudgetCountdown)).toBeNull());
    expect(sectionButton('Processor').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );

    // The next budget is far from this build: the miss, the streak back to 1, the countdown.
    await buildThePc();
    const miss = await screen.findByText(MESSAGES.game.outOfBudget);
    expect(miss.closest('.game-top-bar [role="status"]')).toBeTruthy();
    expect(screen.getByText(MESSAGES.game.newBudgetCountdown)).toBeTruthy();
    expect(text('game-countdown')).toBe('5');
    expect(text('game-score')).toBe('100');
  });

  // A game of 200.5 s on the test's clock: each shown second is a render.
  it('ends at Game Over with the figures, scrolls to the top, and plays again', {
    timeout: 30_000,
  }, async () => {
    const api = fakeApi();
    serveGame(api, { bases: [INSIDE, OUTSIDE, INSIDE, INSIDE], best: 0 });
    const scrolled = vi.spyOn(window, 'scrollTo');
    await renderGame();
    await start();
    await buildThePc();
    await screen.findByText(MESSAGES.game.withinBudget, { exact: false });
    await advanceClock(5_100);
    await waitFor(() => expect(screen.queryByText(MESSAGES.game.newBudgetCountdown)).toBeNull());
    await buildThePc();
    await screen.findByText(MESSAGES.game.outOfBudget);
    scrolled.mockClear();

    // 180 s and 20.5 s for the pass, less the 5.15 s already gone.
    await advanceClock(200_500 - 5_150 - 100);
    expect(screen.queryByRole('heading', { name: 'Game Over' })).toBeNull();
    await advanceClock(400);

    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeTruthy();
    const figures = Object.fromEntries(
      [...document.querySelectorAll('.game-over-figures > div')].map((figure) => [
        figure.querySelector('dt')?.textContent,
        figure.querySelector('dd')?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Total PCs built': '2',
      'Successful builds': '1',
      'Failed builds': '1',
      'Highest streak': '1',
      'Final score': '100',
    });
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await advanceClock(50);
    expect(api.calls(updateScoreEndpoint)).toEqual([{ id: 'user-1', score: 100, name: 'Asha' }]);
    expect(await screen.findByText('100', { selector: '.game-best strong' })).toBeTruthy();

    await start('Play Again');
    expect(api.calls(startGameEndpoint)).toHaveLength(2);
    expect(text('game-time')).toBe('180s');
    expect(text('game-score')).toBe('0');
    expect(text('game-budget')).toMatch(/^₹[\d,]+ - ₹[\d,]+$/);
    expect(sectionButton('Processor').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('does not send a score that does not beat the best', { timeout: 30_000 }, async () => {
    const api = fakeApi();
    serveGame(api, { bases: [OUTSIDE], best: 500 });
    await renderGame();
    await screen.findByText('500', { selector: '.game-best strong' });
    await start();
    await advanceClock(180_300);
    expect(await screen.findByRole('heading', { name: 'Game Over' })).toBeTruthy();
    expect(api.calls(updateScoreEndpoint)).toEqual([]);
  });
});
