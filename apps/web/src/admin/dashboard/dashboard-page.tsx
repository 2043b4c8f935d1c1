import {
  DELIVERY_PATH,
  formatIndianNumber,
  staffDashboardEndpoint,
  UNSOLD_STAGES,
} from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatRupees } from '../components/format';
import { HeldPayments } from './held-payments';
import { PaymentsToReview } from './payments-to-review';

/** The catalogue's low-stock list across every kind (catalogue-page.tsx reads these). */
const LOW_STOCK_LIST = '/admin/catalogue?kind=all&low=true';

// Said on the tiles, so nobody expects a refund to leave the day's figures alone.
const SALES_ONLY = 'not counting cancelled or refunded';

/**
 * /admin: today, the workshop by stage, payments held for review, open tickets, new leads, and for
 * admins the CRM contacts of erased customers still to delete (docs/api/staff-console.md#dashboard).
 */
export function DashboardPage() {
  usePageTitle('Dashboard | Console');
  const dashboard = useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: () => callApi(staffDashboardEndpoint),
  });
  if (dashboard.isPending) return <p>Loading…</p>;
  if (dashboard.isError) return <Alert variant="danger">{dashboard.error.message}</Alert>;
  const data = dashboard.data;
  const stats: { label: string; value: string; to: string; note?: string }[] = [
    {
      label: "Today's orders",
      value: formatIndianNumber(data.today.orders),
      to: '/admin/orders',
      note: SALES_ONLY,
    },
    {
      label: "Today's revenue",
      value: formatRupees(data.today.revenue),
      to: '/admin/orders',
      note: SALES_ONLY,
    },
    { label: 'Open tickets', value: formatIndianNumber(data.openTickets), to: '/admin/tickets' },
    { label: 'New leads', value: formatIndianNumber(data.newLeads), to: '/admin/leads' },
    { label: 'Low stock', value: formatIndianNumber(data.lowStock), to: LOW_STOCK_LIST },
    // Admins only: the erased customers whose contact is still to be deleted in the CRM.
    ...(data.crmCopiesToDelete === null
      ? []
      : [
          {
            label: 'CRM contacts to delete',
            value: formatIndianNumber(data.crmCopiesToDelete),
            to: '/admin/data-rights',
          },
        ]),
  ];
  return (
    <>
      <h1>Dashboard</h1>
      <div className="admin-stats">
        {stats.map((stat) => (
          <Link
            key={stat.label}
            to={stat.to}
            className="admin-stat text-reset text-decoration-none"
          >
            <strong style={{ '--figure-chars': stat.value.length } as CSSProperties}>
              {stat.value}
            </strong>
            {stat.label}
            {stat.note && <small className="d-block text-secondary">{stat.note}</small>}
          </Link>
        ))}
      </div>
      <div className="row g-3">
        {/* First and the whole width: what staff must act on, with all five columns in view. */}
        <section className="col-12" aria-labelledby="held">
          <div className="admin-card">
            <h2 id="held" className="h5">
              Payments held for review
            </h2>
            <HeldPayments payments={data.heldPayments} />
          </div>
        </section>
        <section className="col-12" aria-labelledby="to-review">
          <div className="admin-card">
            <h2 id="to-review" className="h5">
              Other payments to look at
            </h2>
            <PaymentsToReview payments={data.paymentsToReview} />
          </div>
        </section>
        <section className="col-lg-6 col-xxl-4" aria-labelledby="by-stage">
          <div className="admin-card">
            <h2 id="by-stage" className="h5">
              Orders by stage
            </h2>
            <Table size="sm" className="mb-0">
              <tbody>
                {[...DELIVERY_PATH, ...UNSOLD_STAGES].map((stage) => (
                  <tr key={stage}>
                    <th scope="row" className="fw-normal">
                      {stage}
                    </th>
                    <td className="text-end">{data.stageCounts[stage] ?? 0}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </section>
      </div>
    </>
  );
}
