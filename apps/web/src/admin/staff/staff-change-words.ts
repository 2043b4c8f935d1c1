import {
  STAFF_ROLE_LABELS as ROLE_LABELS,
  type StaffMemberRecord,
  type StaffRoleName,
} from '@shop/domain';

export { ROLE_LABELS };

/** A change to a member that waits for the admin to confirm it. */
export type Asked = { kind: 'role'; role: StaffRoleName } | { kind: 'remove' } | { kind: 'reset' };

/** The confirmation's title, sentence and button: exactly what the change does, to whom. */
export function confirmation(asked: Asked, member: StaffMemberRecord) {
  const { email } = member;
  if (asked.kind === 'reset') {
    return {
      title: `Reset the second factor of ${email}?`,
      sentence: `${email}'s authenticator and recovery codes stop working and their sessions end now. At their next sign-in they enrol a new authenticator.`,
      action: 'Reset second factor',
    };
  }
  if (asked.kind === 'remove') {
    return {
      title: `Remove ${email} from staff?`,
      sentence: `${email} can no longer use the console: their ${ROLE_LABELS[member.role]} role is removed and their sessions end now. Their customer account stays.`,
      action: 'Remove from staff',
    };
  }
  const from = ROLE_LABELS[member.role];
  const to = ROLE_LABELS[asked.role];
  const means =
    asked.role === 'admin'
      ? 'they may then add and remove staff, and read the audit log and data rights'
      : 'they can no longer manage staff or read the audit log and data rights';
  return {
    title: `Make ${email} ${to}?`,
    sentence: `${email} goes from ${from} to ${to}: ${means}.`,
    action: `Make ${to}`,
  };
}
