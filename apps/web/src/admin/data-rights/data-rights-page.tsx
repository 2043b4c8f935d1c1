import { type DataRightsRecord, staffDataRightsEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatWhen } from '../components/format';
import { Pager } from '../components/pager';
import { ScrollRegion } from '../components/scroll-region';
import { CrmCopyCell } from './crm-copy-cell';

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
          <ScrollRegion label="Data rights requests table">
            <Table size="sm" className="admin-table admin-table-cards align-top">
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
          </ScrollRegion>
        )}
        {requests.data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={requests.data.total} onPage={setPage} />
        )}
      </div>
    </>
  );
}

function RequestRow({ request }: { request: DataRightsRecord }) {
  return (
    <tr>
      <td data-label="Asked" className="text-nowrap small admin-cell-short">
        {formatWhen(request.requestedAt)}
      </td>
      <td data-label="Request" className="small admin-cell-short">
        {KIND_LABELS[request.kind]}
      </td>
      <td data-label="Account" className="small admin-wrap">
        {request.account ?? (
          <>
            Erased account <code>{request.userId.slice(0, 8)}</code>
          </>
        )}
      </td>
      <td data-label="Done" className="text-nowrap small">
        {request.completedAt ? (
          formatWhen(request.completedAt)
        ) : (
          <strong className="text-danger">Not finished</strong>
        )}
      </td>
      <td data-label="What it did" className="small">
        <TablesDone tables={request.tables} />
      </td>
      <td data-label="Zoho Bigin" className="small">
        <CrmCopyCell request={request} />
      </td>
    </tr>
  );
}

/** The tables the request found rows in, folded; the ones it found nothing in are only counted. */
function TablesDone({ tables }: { tables: DataRightsRecord['tables'] }) {
  const touched = tables.filter((table) => table.rows > 0);
  const rows = touched.reduce((sum, table) => sum + table.rows, 0);
  if (touched.length === 0) return <span className="text-secondary">Nothing held</span>;
  return (
    <details>
      <summary>
        {rows} {rows === 1 ? 'row' : 'rows'} in {touched.length} of {tables.length} tables
      </summary>
      <ul className="list-unstyled mb-0 mt-1">
        {touched.map((table) => (
          <li key={table.table}>
            <code>{table.table}</code>: {table.rows}
            {table.rule && ` ${RULE_LABELS[table.rule]}`}
          </li>
        ))}
      </ul>
    </details>
  );
}
