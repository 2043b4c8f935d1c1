import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { newPasswordLink } from './emails';
import { createStaffAccountsRepository } from './staff-accounts-repository';
import { createUserProfileRepository } from './user-profile-repository';
import { createUserSignInRepository } from './user-sign-in-repository';

/** Logout's part of the accounts: the browser's pending email verification ends with it. */
export { endPendingVerification } from './pending-cookie';

export type { ProfileChanges, ProfileRow } from './user-profile-repository';

type Db = Kysely<Database> | Transaction<Database>;

/** What other modules may ask of the accounts, which own the users table. */
export function createAccountsService(db: Db) {
  const profile = createUserProfileRepository(db);
  const signIn = createUserSignInRepository(db);
  const staff = createStaffAccountsRepository(db);
  return {
    stampCheckoutClicked: profile.stampCheckoutClicked,
    stampPaymentAttempted: profile.stampPaymentAttempted,
    /** Stamps legalViewed or contactClicked. */
    stampActivity: profile.stampActivity,
    findBuyer: profile.findBuyer,
    /** `{ id, firstname, lastname }` of each of the users named that exists. */
    findNames: profile.findNames,
    /** The profile card's fields (docs/api/profile.md#user-info), or undefined. */
    findProfile: profile.findProfile,
    /** Saves the editable fields; a changed number is no longer verified. */
    updateProfile: profile.updateProfile,
    /** Sets the phone an OTP was checked for, verified. */
    setVerifiedPhone: profile.setVerifiedPhone,
    /** Holds the user's row to the end of the caller's transaction. */
    lockUser: profile.lock,
    /** A new account (null when the email is taken); staff accounts are made this way too. */
    createUser: signIn.create,
    findStaffById: staff.findStaffById,
    findStaffByEmail: staff.findStaffByEmail,
    listStaff: staff.listStaff,
    setRole: staff.setRole,
    lockAdmins: staff.lockAdmins,
    setPasswordHash: signIn.setPasswordHash,
    /** A single-use link for the account to choose a password (a new staff account gets one). */
    newPasswordLink,
  };
}
