import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The sessions table's only writer. */
export function createSessionRepository(db: Db) {
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

    /** The session of this token, expired or not: the caller compares expires_at with its clock. */
    async find(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .select(['user_id', 'last_seen_at', 'expires_at'])
        .where('token_hash', '=', tokenHash)
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

    /** Signs a user out on every browser (a password reset, an account taken over, erasure). */
    async deleteForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The user's signed-in browsers (never the tokens), for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('sessions')
        .select(['created_at', 'last_seen_at', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    async deleteExpired(now: Date) {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
