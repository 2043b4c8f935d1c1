import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A key is `rule:subject`, where a subject may join two values with `|` (an address and an
 * email): a person's value is the subject's last part.
 */
const keyEndsWith = (subject: string) =>
  sql<boolean>`right(key, ${subject.length + 1}) in (${`:${subject}`}, ${`|${subject}`})`;

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

    /** The counters kept under a person's email, phone or user id, for their data export. */
    async exportForSubjects(subjects: readonly string[]) {
      if (subjects.length === 0) return [];
      return db
        .selectFrom('rate_limits')
        .select(['key', 'window_start', 'count'])
        .where((eb) => eb.or(subjects.map((subject) => keyEndsWith(subject))))
        .execute();
    },

    async deleteForSubjects(subjects: readonly string[]): Promise<number> {
      if (subjects.length === 0) return 0;
      const result = await db
        .deleteFrom('rate_limits')
        .where((eb) => eb.or(subjects.map((subject) => keyEndsWith(subject))))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Takes back one call counted in the window starting at windowStart (if still current). */
    async unhit(key: string, windowStart: Date): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`count - 1` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .where('count', '>', 0)
        .execute();
    },

    /** Forgets windows that ended before `before`. */
    async deleteStale(before: Date) {
      await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
    },
  };
}
