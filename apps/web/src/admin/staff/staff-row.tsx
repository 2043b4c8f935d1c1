import {
  STAFF_ROLES,
  type StaffMemberRecord,
  type StaffRoleName,
  staffResetSecondFactorEndpoint,
  staffRoleEndpoint,
} from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { callApi } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { errorWords } from '../components/format';
import { type Asked, confirmation, ROLE_LABELS } from './staff-change-words';
import { STAFF_KEY } from './staff-query-key';

/**
 * One staff account: its email, second factor and role, with Remove from staff and Reset second
 * factor; each change is confirmed first and ends the colleague's sessions.
 */
export function StaffRow({
  member,
  isMe,
}: {
  member: StaffMemberRecord & { secondFactor: boolean };
  isMe: boolean;
}) {
  const queryClient = useQueryClient();
  // What was asked outlives the dialog's closing, so its words stay while it fades out.
  const [asked, setAsked] = useState<Asked>({ kind: 'remove' });
  const [asking, setAsking] = useState(false);
  const ask = (next: Asked) => {
    setAsked(next);
    setAsking(true);
  };
  const refresh = () => {
    setAsking(false);
    return queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  };
  const setRole = useMutation({
    mutationFn: (role: StaffRoleName | null) =>
      callApi(staffRoleEndpoint, { userId: member.id, role }),
    onSettled: refresh,
  });
  const reset = useMutation({
    mutationFn: () => callApi(staffResetSecondFactorEndpoint, { userId: member.id }),
    onSettled: refresh,
  });
  const error = setRole.error ?? reset.error;
  const confirm = () => {
    if (asked.kind === 'reset') reset.mutate();
    else setRole.mutate(asked.kind === 'role' ? asked.role : null);
  };
  const words = confirmation(asked, member);
  return (
    <tr>
      <td>
        {member.name || '—'} {isMe && <small className="text-secondary">(you)</small>}
      </td>
      <td data-label="Email">{member.email}</td>
      <td data-label="Second factor" className="admin-cell-short">
        {member.secondFactor ? 'Enrolled' : 'Not yet enrolled'}
      </td>
      <td data-label="Role" className="admin-cell-short" style={{ maxWidth: '9rem' }}>
        {/* The select shows the stored role until the change is confirmed and saved. */}
        <Form.Select
          size="sm"
          aria-label={`Role of ${member.email}`}
          value={member.role}
          disabled={isMe || setRole.isPending}
          onChange={(event) => ask({ kind: 'role', role: event.target.value as StaffRoleName })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Form.Select>
      </td>
      <td className="text-nowrap">
        {!isMe && (
          <>
            <Button
              size="sm"
              variant="outline-secondary"
              disabled={reset.isPending || !member.secondFactor}
              onClick={() => ask({ kind: 'reset' })}
            >
              Reset second factor
            </Button>{' '}
            <Button
              size="sm"
              variant="outline-danger"
              disabled={setRole.isPending}
              onClick={() => ask({ kind: 'remove' })}
            >
              Remove from staff
            </Button>
          </>
        )}
        {error && (
          <div className="small text-danger" role="alert">
            {errorWords(error)}
          </div>
        )}
        <ConfirmDialog
          show={asking}
          title={words.title}
          confirmLabel={words.action}
          pending={setRole.isPending || reset.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p className="mb-0 text-wrap">{words.sentence}</p>
        </ConfirmDialog>
      </td>
    </tr>
  );
}
