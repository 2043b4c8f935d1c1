import { STAFF_ROLE_LABELS, type StaffRoleName } from '@shop/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { createAccountsService } from '../accounts/service';

/**
 * Three days to choose a password: a new colleague may not read the email within a customer's
 * one-hour reset window (docs/api/staff-console.md#staff-accounts).
 */
export const STAFF_INVITATION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

interface Colleague {
  id: string;
  email: string;
  firstname: string;
}

function letter(colleague: Colleague, subject: string, lines: string[]) {
  return {
    channel: 'email' as const,
    recipient: colleague.email,
    subject,
    body: [`Hi ${colleague.firstname},`, '', ...lines, '', 'Team RigForge'].join('\n'),
  };
}

/** To an account without a password: the invitation, with a link to choose one. */
export async function mailStaffInvitation(
  trx: Transaction<Database>,
  colleague: Colleague,
  role: StaffRoleName,
  publicBaseUrl: string,
  now: Date,
): Promise<void> {
  const link = await createAccountsService(trx).newPasswordLink(
    trx,
    colleague.id,
    STAFF_INVITATION_LIFETIME_MS,
    publicBaseUrl,
    now,
  );
  const lines = [
    `An admin has added you to the RigForge staff console as ${STAFF_ROLE_LABELS[role]}. To choose your password, open:`,
    '',
    link,
    '',
    `The link works once, for 3 days. Then sign in at ${publicBaseUrl}/admin, where you will set up a second factor with an authenticator app.`,
    '',
    'If you did not expect this email, tell the admin who added you, or ignore it.',
  ];
  await createOutboxRepository(trx).enqueue(
    letter(colleague, 'You have been added to the RigForge staff console', lines),
    now,
  );
}

/** To an account that already has a password: what it may now do, and where. */
export async function mailStaffNotice(
  trx: Transaction<Database>,
  colleague: Colleague,
  role: StaffRoleName,
  publicBaseUrl: string,
  now: Date,
): Promise<void> {
  const lines = [
    `An admin has given your RigForge account (${colleague.email}) access to the staff console as ${STAFF_ROLE_LABELS[role]}.`,
    `Sign in at ${publicBaseUrl}/admin with your account's password; you will set up a second factor with an authenticator app.`,
    '',
    'If you did not expect this email, tell the admin who added you.',
  ];
  await createOutboxRepository(trx).enqueue(
    letter(colleague, 'Your RigForge account can now use the staff console', lines),
    now,
  );
}
