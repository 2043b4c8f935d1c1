import {
  type DataRightsRecord,
  staffCrmCopyDeletedEndpoint,
  staffDataRightsEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatWhen } from '../components/format';
import { Pager } from '../components/pager';

const PAGE_SIZE = 25;
const KIND_LABELS = { export: 'Download', erasure: 'Erasure' } as const;
const RULE_LABELS = { delete: 'deleted', anonymise: 'anonymised', keep: 'kept' } as const;

type Kind = '' | DataRightsRecord['kind'];

/**
 * /admin/data-rights (admins only): customers' downloads and erasures, what each did to each table,
 * and the CRM contacts erasure leaves to delete by hand (docs/api/data-rights.md#for-the-shops-admins).
 */
export function DataRightsPage() {
  usePageTitle('Data rights | Console');
  const [kind, setKind] = useState<Kind>('');
  const [page, setPage] = useState(1);
  const requests = useQuery({
    queryKey: ['admin-data-rights', kind, page],
    queryFn: () =>
      callApi(staffDataRightsEndpoint, undefined, {
        query: { page, pageSize: PAGE_SIZE, ...(kind && { kind }) },
      }),
  });
  const toDelete = requests.data?.crmCopiesToDelete ?? 0;
  return (
    <>
      <h1>Data rights</h1>
      <p className="text-secondary">
        Customers' downloads of their data and erasures of their accounts. When Zoho Bigin may hold
        an erased customer, delete the contact there by its email, then mark it deleted here: the
        email and phone kept for it are then cleared.
      </p>
      {toDelete > 0 && (
        <Alert variant="warning">
          {toDelete === 1
            ? '1 erased customer is still to be deleted in Zoho Bigin.'
            : `${toDelete} erased customers are still to be deleted in Zoho Bigin.`}
        </Alert>
      )}
      <div className="admin-card">
        <Form.Group controlId="data-rights-kind" className="mb-3" style={{ maxWidth: '16rem' }}>
          <Form.Label className="visually-hidden">Requests</Form.Label>
          <Form.Select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as Kind);
              setPage(1);
            }}
          >
            <option value="">Every request</option>
            <option value="export">Downloads</option>
            <option value="erasure">Erasures</option>
          </Form.Select>
        </Form.Group>
        {requests.isError && <Alert variant="danger">{requests.error.message}</Alert>}
        {requests.data?.requests.length === 0 && <p>No requests yet.</p>}
        {requests.data && requests.data.requests.length > 0 && (
          <div className="table-responsive">
            <Table size="sm" className="admin-table align-middle">
              <thead>
                <tr>
                  <th scope="col">Asked</th>
                  <th scope="col">Request</th>
                  <th scope="col">Account</th>
                  <th scope="col">Done</th>
                  <th scope="col">What it did</th>
                  <th scope="col">Zoho Bigin</th>
                </tr>
              </thead>
              <tbody>
                {requests.data.requests.map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </tbody>
            </Table>
          </div>
        )}
        {requests.data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={requests.data.total} onPage={setPage} />
        )}
      </div>
    </>
  );
}

function RequestRow({ request }: { request: DataRightsRecord }) {
  const rows = request.tables.reduce((sum, table) => sum + table.rows, 0);
  return (
    <tr>
      <td className="text-nowrap small">{formatWhen(request.requestedAt)}</td>
      <td>{KIND_LABELS[request.kind]}</td>
      <td className="small admin-wrap">
        {request.account ?? (
          <>
            Erased account <code>{request.userId.slice(0, 8)}</code>
          </>
        )}
      </td>
      <td className="text-nowrap small">
        {request.completedAt ? (
          formatWhen(request.completedAt)
        ) : (
          <strong className="text-danger">Not finished</strong>
        )}
      </td>
      <td className="small">
        <details>
          <summary>
            {rows} rows in {request.tables.length} tables
          </summary>
          <ul className="list-unstyled mb-0 mt-1">
            {request.tables.map((table) => (
              <li key={table.table}>
                <code>{table.table}</code>: {table.rows}
                {table.rule && ` ${RULE_LABELS[table.rule]}`}
              </li>
            ))}
          </ul>
        </details>
      </td>
      <td className="small">
        <CrmCopy request={request} />
      </td>
    </tr>
  );
}

function CrmCopy({ request }: { request: DataRightsRecord }) {
  const queryClient = useQueryClient();
  const markDeleted = useMutation({
    mutationFn: () => callApi(staffCrmCopyDeletedEndpoint, { requestId: request.id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-data-rights'] }),
  });
  const [confirming, setConfirming] = useState(false);
  const copy = request.crmCopy;
  if (!copy) return <span className="text-secondary">Nothing to delete</span>;
  if (copy.deletedAt) {
    return (
      <span>
        Deleted {formatWhen(copy.deletedAt)} by {copy.deletedBy}
      </span>
    );
  }
  return (
    <div className="d-flex flex-column align-items-start gap-1">
      <span className="admin-wrap">
        {copy.email}
        {copy.phone && <> · {copy.phone}</>}
      </span>
      {confirming ? (
        // Clearing cannot be undone, and the email is what finds the contact in Bigin.
        <fieldset className="d-flex flex-wrap align-items-center gap-1">
          <legend className="fs-6 mb-0">
            Deleted in Bigin? The email and phone will be cleared.
          </legend>
          <Button
            size="sm"
            variant="primary"
            disabled={markDeleted.isPending}
            onClick={() => markDeleted.mutate()}
          >
            Yes, clear them
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </fieldset>
      ) : (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`Deleted in Bigin: ${copy.email}`}
          onClick={() => setConfirming(true)}
        >
          Deleted in Bigin
        </Button>
      )}
      {markDeleted.isError && (
        <span role="alert" className="text-danger">
          {markDeleted.error.message}
        </span>
      )}
    </div>
  );
}
