import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The users table's staff side: who may use the console, and with which role. */
export function createStaffAccountsRepository(db: Db) {
  return {
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
  };
}
