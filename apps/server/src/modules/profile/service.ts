import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createOtpRepository } from './otp-repository';

/** What other modules may ask of the profile module, which owns the phone codes (otp_codes). */
export function createProfileService(db: Kysely<Database>) {
  const codes = createOtpRepository(db);
  return {
    /** Forgets phone codes that expired at or before `before` (the accounts' housekeeping). */
    purgeExpiredCodes: codes.deleteExpired,
  };
}
