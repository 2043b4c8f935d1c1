import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Purpose = 'verify' | 'reset';

/** Single-use emailed links, pending-verification browsers and Google sign-ins in flight. */
export function createTokensRepository(db: Db) {
  return {
    async createEmailToken(token: {
      tokenHash: string;
      purpose: Purpose;
      userId: string;
      expiresAt: Date;
      now: Date;
    }) {
      await db
        .insertInto('email_tokens')
        .values({
          token_hash: token.tokenHash,
          purpose: token.purpose,
          user_id: token.userId,
          expires_at: token.expiresAt,
          created_at: token.now,
        })
        .execute();
    },

    /**
     * Uses a link: marks it used and returns its user, when it exists for this purpose, is unused
     * and unexpired. A second use, or a racing one, gets nothing.
     */
    /** Whether a link's token is unused and unexpired, without using it up. */
    async isEmailTokenLive(tokenHash: string, purpose: Purpose, now: Date): Promise<boolean> {
      const row = await db
        .selectFrom('email_tokens')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    async consumeEmailToken(tokenHash: string, purpose: Purpose, now: Date) {
      const row = await db
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Retires a user's other unused links of a purpose (a new reset link voids older ones). */
    async retireEmailTokens(userId: string, purpose: Purpose, now: Date) {
      await db
        .updateTable('email_tokens')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },

    async createPending(pending: {
      tokenHash: string;
      userId: string;
      expiresAt: Date;
      now: Date;
    }) {
      await db
        .insertInto('pending_verifications')
        .values({
          token_hash: pending.tokenHash,
          user_id: pending.userId,
          expires_at: pending.expiresAt,
          created_at: pending.now,
        })
        .execute();
    },

    async findPending(tokenHash: string, now: Date) {
      return db
        .selectFrom('pending_verifications')
        .innerJoin('users', 'users.id', 'pending_verifications.user_id')
        .select(['users.id as userId', 'users.firstname', 'users.email', 'users.email_verified_at'])
        .where('pending_verifications.token_hash', '=', tokenHash)
        .where('pending_verifications.expires_at', '>', now)
        .executeTakeFirst();
    },

    /** True for the one caller that removed it, so a session is created once. */
    async deletePending(tokenHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('pending_verifications')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async deletePendingForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('pending_verifications')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A user's browsers waiting for their email to be verified, for their data export. */
    async exportPending(userId: string) {
      return db
        .selectFrom('pending_verifications')
        .select(['created_at', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    /** The links mailed to a user (never the tokens), for their data export. */
    async exportEmailTokens(userId: string) {
      return db
        .selectFrom('email_tokens')
        .select(['purpose', 'created_at', 'expires_at', 'used_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    async deleteEmailTokensForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('email_tokens')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async createOidcLogin(login: {
      handleHash: string;
      state: string;
      nonce: string;
      codeVerifier: string;
      returnTo: string;
      expiresAt: Date;
    }) {
      await db
        .insertInto('oidc_logins')
        .values({
          handle_hash: login.handleHash,
          state: login.state,
          nonce: login.nonce,
          code_verifier: login.codeVerifier,
          return_to: login.returnTo,
          expires_at: login.expiresAt,
        })
        .execute();
    },

    /** Takes a sign-in in flight, once: a replayed callback finds nothing. */
    async takeOidcLogin(handleHash: string, now: Date) {
      const row = await db
        .deleteFrom('oidc_logins')
        .where('handle_hash', '=', handleHash)
        .returning(['state', 'nonce', 'code_verifier', 'return_to', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > now ? row : undefined;
    },

    /**
     * Forgets what can no longer be used: pending verifications and Google sign-ins past their
     * time, and emailed links that expired before `linksExpiredBefore`.
     */
    async deleteExpired(now: Date, linksExpiredBefore: Date) {
      await db.deleteFrom('pending_verifications').where('expires_at', '<=', now).execute();
      await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
      await db.deleteFrom('email_tokens').where('expires_at', '<=', linksExpiredBefore).execute();
    },
  };
}
