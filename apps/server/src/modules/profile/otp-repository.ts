import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function createOtpRepository(db: Db) {
  return {
    /** When the user was last sent a code, for the 30 s resend gate. */
    async lastSentAt(userId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('otp_codes')
        .select('sent_at')
        .where('user_id', '=', userId)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.sent_at;
    },

    /** When this phone was last texted a code, by any account (the phone's own 30 s gate). */
    async lastSentToPhone(phone: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('otp_codes')
        .select('sent_at')
        .where('phone', '=', phone)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.sent_at;
    },

    /**
     * The latest live code texted to this phone for any account: whoever holds the phone has read
     * it, so it proves the phone as well as a code of their own (decision 088).
     */
    async latestLiveForPhone(phone: string, now: Date) {
      return db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash'])
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    /** A new code replaces the ones before it: they expire now. */
    async expireUnused(userId: string, now: Date) {
      await db
        .updateTable('otp_codes')
        .set({ expires_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
    },

    async create(code: {
      id: string;
      userId: string;
      phone: string;
      codeHash: string;
      sentAt: Date;
      expiresAt: Date;
    }) {
      await db
        .insertInto('otp_codes')
        .values({
          id: code.id,
          user_id: code.userId,
          phone: code.phone,
          code_hash: code.codeHash,
          sent_at: code.sentAt,
          expires_at: code.expiresAt,
        })
        .execute();
    },

    /** The latest unused code sent to this user for this phone, held until the transaction ends. */
    async latestUnusedForUpdate(userId: string, phone: string) {
      return db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash', 'expires_at', 'attempts'])
        .where('user_id', '=', userId)
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .orderBy('sent_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    async countAttempt(id: string) {
      await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async markUsed(id: string, now: Date) {
      await db.updateTable('otp_codes').set({ used_at: now }).where('id', '=', id).execute();
    },

    /** The codes sent to a user (never the codes), for their data export. */
    async exportForUser(userId: string) {
      return db
        .selectFrom('otp_codes')
        .select(['phone', 'sent_at', 'expires_at', 'used_at', 'attempts'])
        .where('user_id', '=', userId)
        .orderBy('sent_at')
        .execute();
    },

    async deleteForUser(userId: string): Promise<number> {
      const result = await db
        .deleteFrom('otp_codes')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Forgets codes that expired at or before `before`. */
    async deleteExpired(before: Date) {
      await db.deleteFrom('otp_codes').where('expires_at', '<=', before).execute();
    },
  };
}
