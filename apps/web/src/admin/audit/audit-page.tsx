import { auditLogEndpoint } from '@shop/domain';
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
import './audit.css';
import { AuditSubject, AuditValue } from './audit-values';

/** The actions staff take, as docs/api/staff-console.md#audit-log names them. */
const ACTIONS = [
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
];
const PAGE_SIZE = 25;

/**
 * /admin/audit (admins only): who did what to what, before and after, newest first. Before and
 * after read as `key: value` lines, an order by its OD- number (audit-values.tsx).
 */
export function AuditPage() {
  usePageTitle('Audit log | Console');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
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
        <Form.Group controlId="audit-action" className="mb-3" style={{ maxWidth: '16rem' }}>
          <Form.Label className="visually-hidden">Action</Form.Label>
          <Form.Select
            value={action}
            onChange={(event) => {
              setAction(event.target.value);
              setPage(1);
            }}
          >
            <option value="">Every action</option>
            {ACTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {audit.isError && <Alert variant="danger">{audit.error.message}</Alert>}
        {audit.data?.entries.length === 0 && <p>Nothing recorded.</p>}
        {audit.data && audit.data.entries.length > 0 && (
          <ScrollRegion label="Audit log table">
            <Table size="sm" className="admin-table admin-table-cards align-top">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">On</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label="When" className="text-nowrap small">
                      {formatWhen(entry.at)}
                    </td>
                    <td data-label="Who" className="small">
                      {entry.staffEmail}
                    </td>
                    <td data-label="Action" className="admin-cell-short">
                      <code>{entry.action}</code>
                    </td>
                    <td data-label="On" className="small admin-wrap">
                      <AuditSubject subject={entry.subject} orderNumber={entry.orderNumber} />
                    </td>
                    <td data-label="Before" className="small admin-wrap admin-cell-short">
                      <AuditValue value={entry.before} />
                    </td>
                    <td data-label="After" className="small admin-wrap admin-cell-short">
                      <AuditValue value={entry.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
        {audit.data && (
          <Pager page={page} pageSize={PAGE_SIZE} total={audit.data.total} onPage={setPage} />
        )}
      </div>
    </>
  );
}
