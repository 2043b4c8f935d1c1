import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A player's games and best score for the data export and erasure
 * (docs/decisions/052-a-registry-of-personal-data.md). A game's builds go with it (cascade).
 */
export function createGamePersonalDataRepository(db: Db) {
  return {
    async exportGamesOf(userId: string) {
      return db
        .selectFrom('game_sessions')
        .select([
          'id',
          'started_at',
          'ends_at',
          'score',
          'highest_streak',
          'total_builds',
          'successful_builds',
          'failed_builds',
        ])
        .where('user_id', '=', userId)
        .orderBy('started_at')
        .execute();
    },

    async exportBestScoreOf(userId: string) {
      return db
        .selectFrom('game_best_scores')
        .select(['score', 'reached_at', 'game_id'])
        .where('user_id', '=', userId)
        .execute();
    },

    async deleteGamesOf(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('game_sessions')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteBestScoreOf(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('game_best_scores')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
