import {
  STAFF_ROLES,
  type StaffMemberRecord,
  type StaffRoleName,
  staffCreateEndpoint,
  staffListEndpoint,
  staffResetSecondFactorEndpoint,
  staffRoleEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { TextField } from '../../components/text-field';
import { ApiError, callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ScrollRegion } from '../components/scroll-region';
import { type Asked, confirmation, ROLE_LABELS } from './staff-change-words';

const STAFF_KEY = ['admin-staff'];

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * /admin/staff (admins only): who may use the console and as what. A new account is mailed a link
 * to choose its password; removing the role or resetting the second factor ends their sessions.
 */
export function StaffPage({ me }: { me: StaffMemberRecord }) {
  usePageTitle('Staff | Console');
  const staff = useQuery({ queryKey: STAFF_KEY, queryFn: () => callApi(staffListEndpoint) });
  return (
    <>
      <h1>Staff</h1>
      <NewStaffForm />
      <section className="admin-card mt-3" aria-labelledby="staff-heading">
        <h2 id="staff-heading" className="h5">
          Staff accounts
        </h2>
        {staff.isError && <Alert variant="danger">{staff.error.message}</Alert>}
        {staff.data && (
          <ScrollRegion label="Staff accounts table">
            <Table size="sm" className="admin-table admin-table-cards align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Second factor</th>
                  <th scope="col">Role</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {staff.data.staff.map((member) => (
                  <StaffRow key={member.id} member={member} isMe={member.id === me.id} />
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </section>
    </>
  );
}

function StaffRow({
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
            {messageOf(error)}
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

function NewStaffForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [role, setRole] = useState<StaffRoleName>('staff');
  const create = useMutation({
    mutationFn: () => callApi(staffCreateEndpoint, { email, role, firstName, lastName }),
    onSuccess: () => {
      setEmail('');
      setFirstName('');
      setLastName('');
      queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
  return (
    <section className="admin-card" aria-labelledby="new-staff-heading">
      <h2 id="new-staff-heading" className="h5">
        Add staff
      </h2>
      <Form
        aria-label="Add staff"
        className="row g-2 align-items-end"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <TextField
          id="staff-first-name"
          label="First name"
          groupClassName="col-md-3"
          value={firstName}
          onValue={setFirstName}
        />
        <TextField
          id="staff-last-name"
          label="Last name"
          groupClassName="col-md-3"
          value={lastName}
          onValue={setLastName}
        />
        <TextField
          id="staff-email"
          label="Email"
          type="email"
          groupClassName="col-md-4"
          value={email}
          onValue={setEmail}
        />
        <Form.Group controlId="staff-role" className="col-md-2">
          <Form.Label>Role</Form.Label>
          <Form.Select
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRoleName)}
          >
            {STAFF_ROLES.map((name) => (
              <option key={name} value={name}>
                {ROLE_LABELS[name]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {create.isError && (
          <Alert variant="danger" role="alert" className="col-12 mb-0 text-break">
            {messageOf(create.error)}
          </Alert>
        )}
        {create.isSuccess && (
          // A long email breaks here rather than widening the page on a phone.
          <p role="status" className="col-12 mb-0 text-success text-break">
            {create.data.created
              ? `${create.data.member.email} was added and mailed a link to choose a password.`
              : `${create.data.member.email} is now ${ROLE_LABELS[create.data.member.role]}.`}
          </p>
        )}
        <div className="col-12">
          <Button type="submit" disabled={create.isPending}>
            Add staff
          </Button>
        </div>
      </Form>
    </section>
  );
}
