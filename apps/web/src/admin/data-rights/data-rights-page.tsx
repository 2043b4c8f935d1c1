import { type DataRightsRecord, staffDataRightsEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import { FilterBar, FilterSelect, optionsOf } from '../components/data-table/filter-bar';
import { useFilters } from '../components/data-table/use-filters';
import { formatWhen } from '../components/format';
import { CrmCopyCell } from './crm-copy-cell';

const PAGE_SIZE = 25;
const KIND_LABELS = { export: 'Download', erasure: 'Erasure' } as const;
const RULE_LABELS = { delete: 'deleted', anonymise: 'anonymised', keep: 'kept' } as const;

type Kind = '' | DataRightsRecord['kind'];
const KIND_FILTER = {
  id: 'data-rights-kind',
  label: 'Requests',
  options: optionsOf<Kind>({ '': 'Every request', export: 'Downloads', erasure: 'Erasures' }),
};

const REQUESTS_TABLE: TableDefinition<DataRightsRecord> = {
  label: 'Data rights requests table',
  columns: [
    {
      header: 'Asked',
      className: 'text-nowrap small admin-cell-short',
      cell: (request) => formatWhen(request.requestedAt),
    },
    {
      header: 'Request',
      className: 'small admin-cell-short',
      cell: (request) => KIND_LABELS[request.kind],
    },
    {
      header: 'Account',
      className: 'small admin-wrap',
      cell: (request) =>
        request.account ?? (
          <>
            Erased account <code>{request.userId.slice(0, 8)}</code>
          </>
        ),
    },
    {
      header: 'Done',
      className: 'text-nowrap small',
      cell: (request) =>
        request.completedAt ? (
          formatWhen(request.completedAt)
        ) : (
          <strong className="text-danger">Not finished</strong>
        ),
    },
    {
      header: 'What it did',
      className: 'small',
      cell: (request) => <TablesDone tables={request.tables} />,
    },
    {
      header: 'Zoho Bigin',
      className: 'small',
      cell: (request) => <CrmCopyCell request={request} />,
    },
  ],
  rowKey: (request) => request.id,
  empty: 'No requests yet.',
  verticalAlign: 'top',
};

/**
 * /admin/data-rights (admins only): customers' downloads and erasures, what each did to each table,
 * and the CRM contacts erasure leaves to delete by hand (docs/api/data-rights.md#for-the-shops-admins).
 */
export function DataRightsPage() {
  usePageTitle('Data rights | Console');
  const { filters, bind, page, pager } = useFilters<{ kind: Kind }>({ kind: '' }, PAGE_SIZE);
  const { kind } = filters;
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
        <FilterBar>
          <FilterSelect {...KIND_FILTER} {...bind('kind')} />
        </FilterBar>
        <DataTable
          {...REQUESTS_TABLE}
          rows={requests.data?.requests}
          error={requests.error}
          pager={pager(requests.data)}
        />
      </div>
    </>
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
