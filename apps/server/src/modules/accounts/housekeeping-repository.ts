import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Removes what can no longer be used, so the accounts tables do not grow without end. */
export function createHousekeepingRepository(db: Kysely<Database>) {
  return {
    async pruneExpired(now: Date, keepUsedFor: number): Promise<void> {
      const before = new Date(now.getTime() - keepUsedFor);
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
      await db.deleteFrom('pending_verifications').where('expires_at', '<=', now).execute();
      await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
      await db.deleteFrom('email_tokens').where('expires_at', '<=', before).execute();
      // OTP rows stay a while after they expire: the 30 s resend gate and audits read them.
      await db.deleteFrom('otp_codes').where('expires_at', '<=', before).execute();
      await db.deleteFrom('rate_limits').where('window_start', '<=', before).execute();
    },
  };
}
