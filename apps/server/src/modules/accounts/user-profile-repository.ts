import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The profile card's fields of a user, and the phone's verified flag. */
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

/** The users table's profile side: the profile card, the buyer's details and activity stamps. */
export function createUserProfileRepository(db: Db) {
  return {
    /** Activity timestamp checkoutClicked (docs/api/profile.md#user-info). */
    async stampCheckoutClicked(id: string, now: Date): Promise<void> {
      await db.updateTable('users').set({ checkout_clicked: now }).where('id', '=', id).execute();
    },

    /** Activity timestamp legalViewed or contactClicked (docs/api/profile.md#user-info). */
    async stampActivity(
      id: string,
      activity: 'legalViewed' | 'contactClicked',
      now: Date,
    ): Promise<void> {
      const column = activity === 'legalViewed' ? 'legal_viewed' : 'contact_clicked';
      await db
        .updateTable('users')
        .set({ [column]: now })
        .where('id', '=', id)
        .execute();
    },

    /** Activity timestamp paymentAttempted (docs/api/profile.md#user-info). */
    async stampPaymentAttempted(id: string, now: Date): Promise<void> {
      await db.updateTable('users').set({ payment_attempted: now }).where('id', '=', id).execute();
    },

    /** Who is buying: the name and phone a payment is made out to, and where to mail it. */
    async findBuyer(id: string) {
      return db
        .selectFrom('users')
        .select(['firstname', 'lastname', 'email', 'number', 'verified', 'gst'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** First and last names of several users at once (for lists such as a leaderboard). */
    async findNames(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(['id', 'firstname', 'lastname'])
        .where('id', 'in', [...ids])
        .execute();
    },

    async findProfile(id: string) {
      return db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /**
     * Saves the editable fields. `verified` is never taken from the browser: it stays as it was, or
     * drops to 0 when the number changes, decided in the same statement.
     */
    async updateProfile(id: string, changes: ProfileChanges) {
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
        .where('id', '=', id)
        .returning(PROFILE_COLUMNS)
        .executeTakeFirst();
    },

    /** Sets the phone a code was checked for, verified (only the OTP check calls this). */
    async setVerifiedPhone(id: string, phone: string) {
      await db
        .updateTable('users')
        .set({ number: phone, verified: 1 })
        .where('id', '=', id)
        .execute();
    },

    /** Holds the user's row to the end of the transaction, so OTP sends queue one by one. */
    async lock(id: string) {
      await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    },
  };
}

export type ProfileRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createUserProfileRepository>['findProfile']>>
>;
