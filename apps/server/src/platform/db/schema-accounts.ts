// The tables of customer accounts: sign-in, verification, addresses, consent and data rights.
import type { ColumnType } from 'kysely';
import type { CreatedAt, Generated, Json, Timestamp } from './schema-columns';

/**
 * A customer account (docs/decisions/004-the-shops-own-identity.md); `verified` is the phone's, 0
 * or 1.
 */
export interface UserTable {
  id: Generated<string>;
  firstname: string;
  lastname: string;
  email: string;
  number: string | null;
  /** 'YYYY-MM-DD'. */
  dob: string | null;
  gender: string | null;
  gst: string | null;
  verified: ColumnType<number, number | undefined, number>;
  email_verified_at: Date | null;
  /** Null for accounts that only sign in with Google. */
  password_hash: string | null;
  google_sub: string | null;
  contact_clicked: Date | null;
  legal_viewed: Date | null;
  checkout_clicked: Date | null;
  payment_attempted: Date | null;
  /** Null for a customer (docs/decisions/046-staff-sign-in-with-a-second-factor.md). */
  role: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  created_at: CreatedAt;
  /**
   * Set when the customer erased the account: the row stays as an anonymous stub for the orders
   * the law keeps (docs/decisions/053-erasure-keeps-what-tax-law-needs.md).
   */
  erased_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type StaffRole = 'staff' | 'admin';

/** A signed-in browser: the sha256 of its `sid` cookie. */
export interface SessionTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** A single-use link mailed to a user, by the sha256 of its token. */
export interface EmailTokenTable {
  token_hash: string;
  purpose: 'verify' | 'reset';
  user_id: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

/** A browser waiting on /unauthorized for its email to be verified. */
export interface PendingVerificationTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A Google sign-in between the redirect and the callback. */
export interface OidcLoginTable {
  handle_hash: string;
  state: string;
  nonce: string;
  code_verifier: string;
  return_to: string;
  expires_at: Timestamp;
}

export interface OtpCodeTable {
  id: Generated<string>;
  user_id: string;
  phone: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
  used_at: Date | null;
}

export interface AddressTable {
  addressid: Generated<string>;
  user_id: string;
  title: string;
  /** "line, city, state, pincode". */
  address: string;
  created: Timestamp;
}

/** One change of a customer's marketing consent, with the words it was given on. */
export interface MarketingConsentTable {
  id: Generated<string>;
  user_id: string;
  granted: boolean;
  wording_id: string;
  wording: string;
  source: 'phone-prompt' | 'profile';
  recorded_at: Timestamp;
}

/** A data export or erasure a customer asked for, and when it was done. */
export interface DataRightsRequestTable {
  id: Generated<string>;
  user_id: string;
  kind: 'export' | 'erasure';
  requested_at: Timestamp;
  completed_at: Date | null;
  /** Per table, what was done (counts only). */
  report: Json<unknown> | null;
}

/** An erased customer whom the CRM may still hold, until an admin deletes the contact there. */
export interface CrmCopyToDeleteTable {
  request_id: string;
  /** The CRM's keys for the contact; null once it is deleted there. */
  email: string | null;
  phone: string | null;
  created_at: Timestamp;
  deleted_at: Date | null;
  deleted_by: string | null;
}
