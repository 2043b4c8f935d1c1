import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newPasswordLink } from './emails';
import { createUsersRepository } from './users-repository';

/** Logout's part of the accounts: the browser's pending email verification ends with it. */
export { endPendingVerification } from './pending-cookie';

export type { ProfileChanges, ProfileRow } from './users-repository';

type Db = Kysely<Database> | Transaction<Database>;

/** What other modules may ask of the accounts, which own the users table. */
export function createAccountsService(db: Db) {
  const users = createUsersRepository(db);
  return {
    stampCheckoutClicked: users.stampCheckoutClicked,
    stampPaymentAttempted: users.stampPaymentAttempted,
    /** Stamps legalViewed or contactClicked. */
    stampActivity: users.stampActivity,
    findBuyer: users.findBuyer,
    /** `{ id, firstname, lastname }` of each of the users named that exists. */
    findNames: users.findNames,
    /** The profile card's fields (docs/api/profile.md#user-info), or undefined. */
    findProfile: users.findProfile,
    /** Saves the editable fields; a changed number is no longer verified. */
    updateProfile: users.updateProfile,
    /** Sets the phone an OTP was checked for, verified. */
    setVerifiedPhone: users.setVerifiedPhone,
    /** Holds the user's row to the end of the caller's transaction. */
    lockUser: users.lock,
    /** A new account (null when the email is taken); staff accounts are made this way too. */
    createUser: users.create,
    findStaffById: users.findStaffById,
    findStaffByEmail: users.findStaffByEmail,
    listStaff: users.listStaff,
    setRole: users.setRole,
    lockAdmins: users.lockAdmins,
    setPasswordHash: users.setPasswordHash,
    /** A single-use link for the account to choose a password (a new staff account gets one). */
    newPasswordLink,
  };
}
