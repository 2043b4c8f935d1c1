import { type AuditEntry, auditLogEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { DataTable, type TableDefinition } from '../components/data-table/data-table';
import { FilterBar, FilterSelect, optionsNamedAsValues } from '../components/data-table/filter-bar';
import { useFilters } from '../components/data-table/use-filters';
import { formatWhen } from '../components/format';
import './audit.css';
import { AuditSubject, AuditValue } from './audit-values';

/** The actions staff take, as docs/api/staff-console.md#audit-log names them. */
const ACTIONS = optionsNamedAsValues([
  'staff.sign-in',
  'staff.enrol',
  'staff.role',
  'staff.reset-second-factor',
  'order.move',
  'order.cancel',
  'part.update',
  'accessory.update',
  'prebuilt.update',
  'coupon.create',
  'coupon.update',
  'coupon.expire',
  'lead.update',
  'registration.update',
  'ticket.reply',
  'ticket.close',
  'payment.recheck',
  'data-rights.crm-copy-deleted',
]);
const PAGE_SIZE = 25;

const ACTION_FILTER = {
  id: 'audit-action',
  label: 'Action',
  options: [{ value: '', label: 'Every action' }, ...ACTIONS],
};

const AUDIT_TABLE: TableDefinition<AuditEntry> = {
  label: 'Audit log table',
  columns: [
    { header: 'When', className: 'text-nowrap small', cell: (entry) => formatWhen(entry.at) },
    { header: 'Who', className: 'small', cell: (entry) => entry.staffEmail },
    {
      header: 'Action',
      className: 'admin-cell-short',
      cell: (entry) => <code>{entry.action}</code>,
    },
    {
      header: 'On',
      className: 'small admin-wrap',
      cell: (entry) => <AuditSubject subject={entry.subject} orderNumber={entry.orderNumber} />,
    },
    {
      header: 'Before',
      className: 'small admin-wrap admin-cell-short',
      cell: (entry) => <AuditValue value={entry.before} />,
    },
    {
      header: 'After',
      className: 'small admin-wrap admin-cell-short',
      cell: (entry) => <AuditValue value={entry.after} />,
    },
  ],
  rowKey: (entry) => String(entry.id),
  empty: 'Nothing recorded.',
  verticalAlign: 'top',
};

/**
 * /admin/audit (admins only): who did what to what, before and after, newest first. Before and
 * after read as `key: value` lines, an order by its OD- number (audit-values.tsx).
 */
export function AuditPage() {
  usePageTitle('Audit log | Console');
  const { filters, bind, page, pager } = useFilters({ action: '' }, PAGE_SIZE);
  const { action } = filters;
  const audit = useQuery({
    queryKey: ['admin-audit', action, page],
    queryFn: () =>
      callApi(auditLogEndpoint, undefined, {
        query: { page, pageSize: PAGE_SIZE, ...(action && { action }) },
      }),
  });
  return (
    <>
      <h1>Audit log</h1>
      <div className="admin-card">
        <FilterBar>
          <FilterSelect {...ACTION_FILTER} {...bind('action')} />
        </FilterBar>
        <DataTable
          {...AUDIT_TABLE}
          rows={audit.data?.entries}
          error={audit.error}
          pager={pager(audit.data)}
        />
      </div>
    </>
  );
}
