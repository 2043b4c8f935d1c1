import type { GameState, Selection } from '@shop/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { GameSessionTable } from '../../platform/db/schema-game';

type Db = Kysely<Database> | Transaction<Database>;
type GameRow = Selectable<GameSessionTable>;

/** A stored game: its id, player and rules state. */
export type StoredGame = { id: string; userId: string; recorded: boolean; state: GameState };

/** A game whose result is to be counted into its player's best score. */
export type GameResult = { id: string; userId: string; score: number; reachedAt: Date };

export type JudgedBuildRow = {
  gameId: string;
  round: number;
  selection: Selection;
  pricePaise: number;
  withinBudget: boolean;
  points: number;
  judgedAt: Date;
};

/** How many finished games one sweep records at most; the next call records the rest. */
const RECORD_BATCH = 500;

/**
 * The only writer of game_sessions and game_builds (docs/api/game.md#storage). Anything that reads
 * a game to change it runs in a transaction and reads it `forUpdate`.
 */
export function createGameSessionsRepository(db: Db) {
  return {
    async insert(userId: string, state: GameState): Promise<string> {
      const row = await db
        .insertInto('game_sessions')
        .values({ user_id: userId, ...columnsOf(state) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The player's game by id (another player's is not found); `forUpdate` holds it. */
    async findForUser(
      userId: string,
      gameId: string,
      { forUpdate = false } = {},
    ): Promise<StoredGame | undefined> {
      let query = db
        .selectFrom('game_sessions')
        .selectAll()
        .where('id', '=', gameId)
        .where('user_id', '=', userId);
      if (forUpdate) query = query.forUpdate();
      const row = await query.executeTakeFirst();
      return row && storedGame(row);
    },

    /** The player's games not yet recorded (at most one), held to the end of the transaction. */
    async openGamesOf(userId: string): Promise<StoredGame[]> {
      const rows = await db
        .selectFrom('game_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('recorded', '=', false)
        .forUpdate()
        .execute();
      return rows.map(storedGame);
    },

    async save(gameId: string, state: GameState): Promise<void> {
      await db
        .updateTable('game_sessions')
        .set(columnsOf(state))
        .where('id', '=', gameId)
        .execute();
    },

    /** Keeps a judged build; false when that budget of the game already has one. */
    async insertBuild(build: JudgedBuildRow): Promise<boolean> {
      const row = await db
        .insertInto('game_builds')
        .values({
          game_id: build.gameId,
          round: build.round,
          selection: JSON.stringify(build.selection),
          price_paise: build.pricePaise,
          within_budget: build.withinBudget,
          points: build.points,
          judged_at: build.judgedAt,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('round')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Marks as recorded the games over by `now` (the player's, or anyone's when no player is named)
     * and answers their results. Each game is marked once: a game another transaction is
     * recording is skipped, and one it has recorded no longer matches.
     */
    async markFinished(now: Date, userId?: string): Promise<GameResult[]> {
      let due = db
        .selectFrom('game_sessions')
        .select('id')
        .where('recorded', '=', false)
        .where('ends_at', '<=', now)
        .orderBy('ends_at')
        .limit(RECORD_BATCH)
        .forUpdate()
        .skipLocked();
      if (userId !== undefined) due = due.where('user_id', '=', userId);
      const rows = await db
        .updateTable('game_sessions')
        .set({ recorded: true })
        .where('id', 'in', due)
        .where('recorded', '=', false)
        .returning(['id', 'user_id', 'score', 'score_reached_at'])
        .execute();
      return rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        score: row.score,
        reachedAt: row.score_reached_at,
      }));
    },

    /** Whether a recorded (finished) game of the player ended with exactly this score. */
    async hasFinishedWithScore(userId: string, score: number): Promise<boolean> {
      const row = await db
        .selectFrom('game_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('recorded', '=', true)
        .where('score', '=', score)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

function columnsOf(state: GameState) {
  return {
    started_at: new Date(state.startedAt),
    ends_at: new Date(state.endsAt),
    pause_ends_at: state.pauseEndsAt === null ? null : new Date(state.pauseEndsAt),
    round: state.round,
    budget_low_paise: state.budget.low,
    budget_high_paise: state.budget.high,
    score: state.score,
    streak: state.streak,
    highest_streak: state.highestStreak,
    total_builds: state.totalBuilds,
    successful_builds: state.successfulBuilds,
    failed_builds: state.failedBuilds,
    score_reached_at: new Date(state.scoreReachedAt),
  };
}

function storedGame(row: GameRow): StoredGame {
  return {
    id: row.id,
    userId: row.user_id,
    recorded: row.recorded,
    state: {
      startedAt: row.started_at.getTime(),
      endsAt: row.ends_at.getTime(),
      pauseEndsAt: row.pause_ends_at?.getTime() ?? null,
      round: row.round,
      budget: { low: Number(row.budget_low_paise), high: Number(row.budget_high_paise) },
      score: row.score,
      streak: row.streak,
      highestStreak: row.highest_streak,
      totalBuilds: row.total_builds,
      successfulBuilds: row.successful_builds,
      failedBuilds: row.failed_builds,
      scoreReachedAt: row.score_reached_at.getTime(),
    },
  };
}
