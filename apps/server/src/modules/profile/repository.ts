import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const PROFILE_COLUMNS = [
  'id',
  'firstname',
  'lastname',
  'dob',
  'gender',
  'number',
  'email',
  'gst',
  'verified',
  'contact_clicked',
  'legal_viewed',
  'checkout_clicked',
  'payment_attempted',
] as const;

export interface ProfileChanges {
  firstname: string;
  lastname: string;
  number: string | null;
  dob: string | null;
  gender: string | null;
  gst: string | null;
}

/** The profile card's fields of a user, and the phone's verified flag. */
export function createProfileRepository(db: Db) {
  return {
    async find(userId: string) {
      return db
        .selectFrom('users')
        .select(PROFILE_COLUMNS)
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Saves the editable fields. `verified` is never taken from the browser: it stays as it was,
     * or drops to 0 when the number changes (SPEC §4), decided in the same statement.
     */
    async update(userId: string, changes: ProfileChanges) {
      return db
        .updateTable('users')
        .set({
          firstname: changes.firstname,
          lastname: changes.lastname,
          dob: changes.dob,
          gender: changes.gender,
          gst: changes.gst,
          verified: sql<number>`case when number is not distinct from ${changes.number}
            then verified else 0 end`,
          number: changes.number,
        })
        .where('id', '=', userId)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
    },

    /** Sets the phone a code was checked for, verified (only the OTP check calls this). */
    async setVerifiedPhone(userId: string, phone: string) {
      await db
        .updateTable('users')
        .set({ number: phone, verified: 1 })
        .where('id', '=', userId)
        .execute();
    },

    /** Holds the user's row to the end of the transaction, so OTP sends queue one by one. */
    async lock(userId: string) {
      await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    },
  };
}

export type ProfileRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createProfileRepository>['find']>>
>;
