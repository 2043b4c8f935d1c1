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

export interface NewUser {
  firstname: string;
  lastname: string;
  email: string;
  number: string | null;
  passwordHash: string | null;
  googleSub?: string | null;
  emailVerifiedAt?: Date | null;
}

/** The users table's sign-in side: who an account is, how it signs in, and its email's verification. */
export function createUserSignInRepository(db: Db) {
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

    async linkGoogle(id: string, sub: string) {
      await db.updateTable('users').set({ google_sub: sub }).where('id', '=', id).execute();
    },
  };
}
