import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What an erased account is called where the shop still shows it (an order's history). */
export const ERASED_NAME = { firstname: 'Erased', lastname: 'customer' } as const;

/** The users table's personal-data side: a person's export and their account's erasure. */
export function createUserPersonalDataRepository(db: Db) {
  return {
    /** Everything the row holds about its person, for their data export; never the password hash. */
    async exportAccount(id: string) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const { password_hash, ...account } = row;
      return { ...account, has_password: password_hash !== null };
    },

    /**
     * Erases the person from an account: every personal field is cleared or replaced, the
     * sign-in methods go, and the row stays as an anonymous stub that the orders the law keeps
     * still point at. The email becomes an address that can never be delivered or registered.
     */
    async anonymise(id: string, now: Date): Promise<number> {
      const result = await db
        .updateTable('users')
        .set({
          firstname: ERASED_NAME.firstname,
          lastname: ERASED_NAME.lastname,
          email: `erased-${id}@erased.invalid`,
          number: null,
          dob: null,
          gender: null,
          gst: null,
          verified: 0,
          email_verified_at: null,
          password_hash: null,
          google_sub: null,
          contact_clicked: null,
          legal_viewed: null,
          checkout_clicked: null,
          payment_attempted: null,
          erased_at: now,
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** When the account was erased; null while it is in use, undefined when there is none. */
    async erasedAt(id: string): Promise<Date | null | undefined> {
      const row = await db
        .selectFrom('users')
        .select('erased_at')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.erased_at;
    },
  };
}
