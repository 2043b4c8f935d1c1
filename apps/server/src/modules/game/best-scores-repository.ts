import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { GameResult } from './game-sessions-repository';

type Db = Kysely<Database> | Transaction<Database>;

export type BestScore = { userId: string; score: number; reachedAt: Date };

/** The only writer of game_best_scores (docs/api/game.md#storage): each player's best, ranked. */
export function createBestScoresRepository(db: Db) {
  return {
    /**
     * Makes a game's result the player's best when it beats it: a higher score, or the same score
     * reached earlier. A score of 0 is no best score.
     */
    async offerBest(result: GameResult): Promise<void> {
      if (result.score <= 0) return;
      await db
        .insertInto('game_best_scores')
        .values({
          user_id: result.userId,
          score: result.score,
          reached_at: result.reachedAt,
          game_id: result.id,
        })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet((update) => ({
              score: update.ref('excluded.score'),
              reached_at: update.ref('excluded.reached_at'),
              game_id: update.ref('excluded.game_id'),
            }))
            .where((where) =>
              where.or([
                where('excluded.score', '>', where.ref('game_best_scores.score')),
                where.and([
                  where('excluded.score', '=', where.ref('game_best_scores.score')),
                  where('excluded.reached_at', '<', where.ref('game_best_scores.reached_at')),
                ]),
              ]),
            ),
        )
        .execute();
    },

    async bestOf(userId: string): Promise<BestScore | undefined> {
      const row = await db
        .selectFrom('game_best_scores')
        .select(['user_id', 'score', 'reached_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row && { userId: row.user_id, score: row.score, reachedAt: row.reached_at };
    },

    /** The best scores in leaderboard order: higher first, a tie to who reached it first. */
    async top(limit: number): Promise<BestScore[]> {
      const rows = await db
        .selectFrom('game_best_scores')
        .select(['user_id', 'score', 'reached_at'])
        .orderBy('score', 'desc')
        .orderBy('reached_at', 'asc')
        .orderBy('user_id', 'asc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        userId: row.user_id,
        score: row.score,
        reachedAt: row.reached_at,
      }));
    },

    /** 1 + how many best scores rank above this one (in the order of `top`). */
    async rankOf(best: BestScore): Promise<number> {
      const row = await db
        .selectFrom('game_best_scores')
        .select((select) => select.fn.countAll<number>().as('ahead'))
        .where((where) =>
          where.or([
            where('score', '>', best.score),
            where.and([where('score', '=', best.score), where('reached_at', '<', best.reachedAt)]),
            where.and([
              where('score', '=', best.score),
              where('reached_at', '=', best.reachedAt),
              where('user_id', '<', best.userId),
            ]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return Number(row.ahead) + 1;
    },
  };
}
