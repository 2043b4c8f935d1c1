import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async create(session: { tokenHash: string; userId: string; expiresAt: Date; now: Date }) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: session.tokenHash,
          user_id: session.userId,
          expires_at: session.expiresAt,
          created_at: session.now,
          last_seen_at: session.now,
        })
        .execute();
    },

    /** The session's user while it has not expired. */
    async findActive(tokenHash: string, now: Date) {
      return db
        .selectFrom('sessions')
        .select(['user_id', 'last_seen_at'])
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async touch(tokenHash: string, now: Date) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async delete(tokenHash: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
