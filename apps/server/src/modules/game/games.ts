import {
  API_MESSAGES,
  type BuildRefusal,
  buildPriceSpan,
  drawBasePrice,
  endGameAt,
  type GameView,
  gameBuildPrice,
  gamePhase,
  gameView,
  isSelectionComplete,
  judgeBuild,
  type LeaderboardEntry,
  paiseToRupees,
  type Selection,
  type StockedCatalogue,
  startGame,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { createAccountsService } from '../accounts/service';
import { type BestScore, createBestScoresRepository } from './best-scores-repository';
import { createGameSessionsRepository, type StoredGame } from './game-sessions-repository';

const LEADERBOARD_SIZE = 10;
const GAME_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REFUSALS: Record<BuildRefusal, () => HttpError> = {
  over: () => new HttpError('GAME_OVER', API_MESSAGES.gameOver),
  paused: () => new HttpError('GAME_PAUSED', API_MESSAGES.gamePaused),
  roundPlayed: () => new HttpError('ROUND_ALREADY_PLAYED', API_MESSAGES.roundAlreadyPlayed),
};

const gameNotFound = () => new HttpError('GAME_NOT_FOUND', API_MESSAGES.gameNotFound);

/**
 * PC Master Hunt as the server plays it (docs/api/game.md): every rule from `@shop/domain`, the
 * time from app.clock, budgets from app.dice, and every change in one transaction holding the game.
 */
export function createGames(app: FastifyInstance) {
  const now = () => app.clock.now();
  /** A base price some build of the catalogue can meet (docs/decisions/114-game-budgets-a-build-can-meet.md). */
  const drawerFor = (catalogue: StockedCatalogue) => () =>
    drawBasePrice((min, max) => app.dice.wholeNumber(min, max), buildPriceSpan(catalogue));

  /** Counts finished games into their players' best scores, once each. */
  async function recordFinished(trx: Transaction<Database>, at: Date, userId?: string) {
    const games = createGameSessionsRepository(trx);
    const bestScores = createBestScoresRepository(trx);
    for (const result of await games.markFinished(at, userId)) await bestScores.offerBest(result);
  }

  async function findGame(db: Kysely<Database>, userId: string, gameId: string) {
    if (!GAME_ID_PATTERN.test(gameId)) throw gameNotFound();
    const game = await createGameSessionsRepository(db).findForUser(userId, gameId, {
      forUpdate: db.isTransaction,
    });
    if (!game) throw gameNotFound();
    return game;
  }

  return {
    /** A new game; any game of the player still running ends now, its score so far standing. */
    async start(userId: string): Promise<GameView> {
      const drawBase = drawerFor(await app.catalogue.current());
      return app.db.transaction().execute(async (trx) => {
        // One start at a time per player, so two starts cannot leave two open games.
        await createAccountsService(trx).lockUser(userId);
        const at = now();
        const games = createGameSessionsRepository(trx);
        for (const open of await games.openGamesOf(userId)) {
          const ended = endGameAt(open.state, at.getTime());
          if (ended !== open.state) await games.save(open.id, ended);
        }
        await recordFinished(trx, at, userId);
        const state = startGame(at.getTime(), drawBase());
        const id = await games.insert(userId, state);
        return gameView(id, state, at.getTime());
      });
    },

    /** The player's game as it stands; once over, its result is recorded before answering. */
    async view(userId: string, gameId: string): Promise<GameView> {
      const game = await findGame(app.db, userId, gameId);
      const at = now();
      if (gamePhase(game.state, at.getTime()) === 'over' && !game.recorded) {
        await app.db.transaction().execute((trx) => recordFinished(trx, at, userId));
      }
      return gameView(game.id, game.state, at.getTime());
    },

    /** Judges a finished build, priced by the shop's own quote, against the budget in play. */
    async submit(userId: string, gameId: string, round: number, selection: Selection) {
      if (!GAME_ID_PATTERN.test(gameId)) throw gameNotFound();
      if (!isSelectionComplete(selection)) {
        throw new HttpError('INCOMPLETE_PC', API_MESSAGES.gameBuildIncomplete);
      }
      const catalogue = await app.catalogue.current();
      const priced = gameBuildPrice(catalogue, selection);
      return app.db.transaction().execute(async (trx) => {
        const game: StoredGame = await findGame(trx, userId, gameId);
        if ('problem' in priced) throw new HttpError('BUILD_REFUSED', priced.problem);
        const at = now();
        const result = judgeBuild(
          game.state,
          at.getTime(),
          round,
          priced.price,
          drawerFor(catalogue),
        );
        if (!result.judged) throw REFUSALS[result.refusal]();
        const games = createGameSessionsRepository(trx);
        const { withinBudget, points } = result.outcome;
        const kept = await games.insertBuild({
          gameId,
          round,
          selection,
          pricePaise: priced.price,
          withinBudget,
          points,
          judgedAt: at,
        });
        if (!kept) throw REFUSALS.roundPlayed();
        await games.save(gameId, result.state);
        return {
          withinBudget,
          points,
          yourPcPrice: paiseToRupees(priced.price),
          yourPcPricePaise: priced.price,
          game: gameView(gameId, result.state, at.getTime()),
        };
      });
    },

    /** The player's best score from finished games; 0 before any. */
    async bestScore(userId: string): Promise<number> {
      await app.db.transaction().execute((trx) => recordFinished(trx, now(), userId));
      return (await createBestScoresRepository(app.db).bestOf(userId))?.score ?? 0;
    },

    /** Whether a finished game of the player earned exactly this score. */
    async earned(userId: string, score: number): Promise<boolean> {
      await app.db.transaction().execute((trx) => recordFinished(trx, now(), userId));
      return createGameSessionsRepository(app.db).hasFinishedWithScore(userId, score);
    },

    /** The top 10, and the player's own place when they have a score. */
    async leaderboard(userId: string | null) {
      await app.db.transaction().execute((trx) => recordFinished(trx, now()));
      const bestScores = createBestScoresRepository(app.db);
      const top = await bestScores.top(LEADERBOARD_SIZE);
      const mine = userId === null ? undefined : await bestScores.bestOf(userId);
      const named = await namesOf([...top, ...(mine ? [mine] : [])].map((best) => best.userId));
      const entry = (best: BestScore, rank: number): LeaderboardEntry => ({
        rank,
        name: named.get(best.userId) ?? 'Player',
        score: best.score,
      });
      return {
        top: top.map((best, index) => entry(best, index + 1)),
        me: mine ? entry(mine, await bestScores.rankOf(mine)) : null,
      };
    },
  };

  /** "Asha R.": a first name and the initial of the last, for a public list. */
  async function namesOf(userIds: string[]): Promise<Map<string, string>> {
    const rows = await createAccountsService(app.db).findNames([...new Set(userIds)]);
    return new Map(
      rows.map((row) => {
        const initial = row.lastname.trim().charAt(0).toUpperCase();
        return [row.id, initial ? `${row.firstname.trim()} ${initial}.` : row.firstname.trim()];
      }),
    );
  }
}
