import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The staff's second factor, their half-done sign-ins and their sessions: this module's tables
 * (docs/decisions/046-staff-sign-in-with-a-second-factor.md).
 */
export function createStaffRepository(db: Db) {
  return {
    async findTotp(userId: string) {
      return db
        .selectFrom('staff_totp')
        .select(['secret', 'enabled_at', 'last_time_step'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** A secret to enrol with; an unconfirmed one is replaced, a confirmed one never. */
    async offerTotp(userId: string, secret: string, now: Date): Promise<string> {
      const row = await db
        .insertInto('staff_totp')
        .values({ user_id: userId, secret, created_at: now })
        .onConflict((conflict) =>
          conflict
            .column('user_id')
            .doUpdateSet({ secret, created_at: now })
            .where('staff_totp.enabled_at', 'is', null),
        )
        .returning('secret')
        .executeTakeFirst();
      if (row) return row.secret;
      const existing = await this.findTotp(userId);
      return existing?.secret ?? secret;
    },

    /**
     * Records the time step a code was accepted for, enabling the secret on first use. False when
     * that step (or a later one) was already used: the same code is never accepted twice.
     */
    async acceptTimeStep(userId: string, step: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('staff_totp')
        .set((eb) => ({
          last_time_step: step,
          enabled_at: eb.fn.coalesce('enabled_at', eb.val(now)),
        }))
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[], now: Date): Promise<void> {
      await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('staff_recovery_codes')
        .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, created_at: now })))
        .execute();
    },

    /** Uses a recovery code once; false when it is not theirs or was used. */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Forgets the second factor: the next sign-in enrols a new one. */
    async clearSecondFactor(userId: string): Promise<void> {
      await db.deleteFrom('staff_totp').where('user_id', '=', userId).execute();
      await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute();
    },

    async hasSecondFactor(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('staff_totp')
        .select('user_id')
        .where('user_id', 'in', userIds)
        .where('enabled_at', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.user_id));
    },

    async startSignIn(tokenHash: string, userId: string, expiresAt: Date, now: Date) {
      await db
        .insertInto('staff_sign_ins')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: now })
        .execute();
    },

    /** The sign-in's user while it lives, counting this try; past `maxAttempts` it is gone. */
    async takeSignInAttempt(tokenHash: string, now: Date, maxAttempts: number) {
      const row = await db
        .updateTable('staff_sign_ins')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['user_id'])
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async endSignIn(tokenHash: string) {
      await db.deleteFrom('staff_sign_ins').where('token_hash', '=', tokenHash).execute();
    },

    async startSession(tokenHash: string, userId: string, expiresAt: Date, now: Date) {
      await db
        .insertInto('staff_sessions')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, created_at: now })
        .execute();
    },

    async findSession(tokenHash: string, now: Date) {
      return db
        .selectFrom('staff_sessions')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    async endSession(tokenHash: string) {
      await db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
    },

    async endSessionsOf(userId: string) {
      await db.deleteFrom('staff_sessions').where('user_id', '=', userId).execute();
      await db.deleteFrom('staff_sign_ins').where('user_id', '=', userId).execute();
    },

    /** A staff member's rows of one of this module's tables, without secrets, for their export. */
    async exportOf(table: StaffTable, userId: string) {
      return db
        .selectFrom(table)
        .select(['user_id', 'created_at'])
        .where('user_id', '=', userId)
        .execute();
    },

    async deleteOf(table: StaffTable, userId: string): Promise<number> {
      const result = await db.deleteFrom(table).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** This module's tables that hold a staff member's sign-in. */
export const STAFF_TABLES = [
  'staff_totp',
  'staff_recovery_codes',
  'staff_sign_ins',
  'staff_sessions',
] as const;
export type StaffTable = (typeof STAFF_TABLES)[number];
