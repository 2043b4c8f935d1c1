// The tables of the staff console's own sign-in and its audit log.
import type { ColumnType } from 'kysely';
import type { Json, Timestamp } from './schema-columns';

/** The TOTP secret of a staff account. */
export interface StaffTotpTable {
  user_id: string;
  secret: string;
  enabled_at: Date | null;
  last_time_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

export interface StaffRecoveryCodeTable {
  code_hash: string;
  user_id: string;
  used_at: Date | null;
  created_at: Timestamp;
}

/** A staff password checked, the second factor not yet. */
export interface StaffSignInTable {
  token_hash: string;
  user_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface StaffSessionTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** One staff action (docs/api/staff-console.md#audit-log). */
export interface AuditLogTable {
  id: ColumnType<number, never, never>;
  staff_id: string | null;
  staff_email: string;
  action: string;
  subject: string;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  at: Timestamp;
}
