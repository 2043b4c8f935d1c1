import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one more call for key in the window starting at windowStart and returns the
     * window's count. One atomic statement: concurrent calls on any instance each get their own
     * number, and a call in a newer window starts the count again at 1.
     */
    async hit(key: string, windowStart: Date): Promise<number> {
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.window_start = excluded.window_start
              then rate_limits.count + 1 else 1 end`,
            window_start: sql<Date>`excluded.window_start`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Forgets windows that ended before `before`. */
    async deleteStale(before: Date) {
      await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
    },
  };
}
