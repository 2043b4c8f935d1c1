import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const IDENTITY_COLUMNS = [
  'id',
  'firstname',
  'lastname',
  'email',
  'email_verified_at',
  'password_hash',
  'google_sub',
] as const;

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

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  number: string | null;
  passwordHash: string | null;
  googleSub?: string | null;
  emailVerifiedAt?: Date | null;
}

/** What an erased account is called where the shop still shows it (an order's history). */
export const ERASED_NAME = { firstname: 'Erased', lastname: 'customer' } as const;

/** The users table: who can sign in and how, their profile and their phone's verification. */
export function createUsersRepository(db: Db) {
  return {
    /** The new user's id, or null when the email is already taken (in any capitalisation). */
    async create(user: NewUser): Promise<string | null> {
      const row = await db
        .insertInto('users')
        .values({
          firstname: user.firstname,
          lastname: user.lastname,
          email: user.email,
          number: user.number,
          password_hash: user.passwordHash,
          google_sub: user.googleSub ?? null,
          email_verified_at: user.emailVerifiedAt ?? null,
        })
        .onConflict((conflict) => conflict.expression(sql`lower(email)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async findByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(IDENTITY_COLUMNS)
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    /** How many accounts sign in with a password. */
    async countPasswordEmails(): Promise<number> {
      const { total } = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('password_hash', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(total);
    },

    /**
     * Lower-cased emails of accounts that sign in with a password (the login line's hint), a page
     * at a time in id order, after the id `after`.
     */
    async listPasswordEmails(
      after: string | null,
      limit: number,
    ): Promise<{ id: string; email: string }[]> {
      let query = db
        .selectFrom('users')
        .select(['id', sql<string>`lower(email)`.as('email')])
        .where('password_hash', 'is not', null);
      if (after !== null) query = query.where('id', '>', after);
      return query.orderBy('id').limit(limit).execute();
    },

    async findById(id: string) {
      return db
        .selectFrom('users')
        .select(IDENTITY_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async findByGoogleSub(sub: string) {
      return db
        .selectFrom('users')
        .select(IDENTITY_COLUMNS)
        .where('google_sub', '=', sub)
        .executeTakeFirst();
    },

    /** True when the email was not verified before. */
    async markEmailVerified(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setPasswordHash(id: string, passwordHash: string | null) {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },

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

    async linkGoogle(id: string, sub: string) {
      await db.updateTable('users').set({ google_sub: sub }).where('id', '=', id).execute();
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

    /** A staff member by id: their name, email and role (null for a customer). */
    async findStaffById(id: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'firstname', 'lastname', 'role'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Who may sign in to the console: the account of this email, with its password and role. */
    async findStaffByEmail(email: string) {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'firstname', 'lastname', 'role', 'password_hash'])
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },

    /** Every account with a role, admins first. */
    async listStaff() {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'firstname', 'lastname', 'role'])
        .where('role', 'is not', null)
        .orderBy('role')
        .orderBy('email')
        .execute();
    },

    /**
     * The admins' ids, their rows locked until the transaction ends, so two admins demoting each
     * other at once cannot both see another admin left (docs/decisions/084).
     */
    async lockAdmins(): Promise<string[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .forUpdate()
        .execute();
      return rows.map((row) => row.id);
    },

    /** Sets or clears an account's role; false when there is no such account. */
    async setRole(id: string, role: 'staff' | 'admin' | null): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ role })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

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

    /** Holds the user's row to the end of the transaction, so OTP sends queue one by one. */
    async lock(id: string) {
      await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<UsersRepository['findProfile']>>>;
