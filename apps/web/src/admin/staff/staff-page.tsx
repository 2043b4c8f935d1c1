import {
  STAFF_ROLES,
  type StaffMemberRecord,
  type StaffRoleName,
  staffCreateEndpoint,
  staffListEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { ACTIONS_COLUMN, headings } from '../components/data-table/column';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import { errorWords } from '../components/format';
import { ROLE_LABELS } from './staff-change-words';
import { STAFF_KEY } from './staff-query-key';
import { StaffRow } from './staff-row';

/** Each row draws its own cells: its role change and removal are asked and said across them. */
const STAFF_TABLE: TableDefinition<StaffMemberRecord> = {
  label: 'Staff accounts table',
  columns: [
    ...headings<StaffMemberRecord>('Name', 'Email', 'Second factor', 'Role'),
    ACTIONS_COLUMN,
  ],
  rowKey: (member) => member.id,
};

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
        <DataTable
          {...STAFF_TABLE}
          rows={staff.data?.staff}
          error={staff.error}
          renderRow={(member) => <StaffRow member={member} isMe={member.id === me.id} />}
        />
      </section>
    </>
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
            {errorWords(create.error)}
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
