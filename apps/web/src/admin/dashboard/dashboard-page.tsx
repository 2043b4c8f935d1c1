import { DELIVERY_PATH, staffDashboardEndpoint, staffRecheckPaymentEndpoint } from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatRupees, formatWhen } from '../components/format';
import { ScrollRegion } from '../components/scroll-region';

/**
 * /admin: today, the workshop by stage, payments held for review, open tickets, new leads, and for
 * admins the CRM contacts of erased customers still to delete.
 */
export function DashboardPage() {
  usePageTitle('Dashboard | Console');
  const queryClient = useQueryClient();
  const dashboard = useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: () => callApi(staffDashboardEndpoint),
  });
  const recheck = useMutation({
    mutationFn: (merchantTransactionId: string) =>
      callApi(staffRecheckPaymentEndpoint, undefined, { params: { merchantTransactionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  });
  if (dashboard.isPending) return <p>Loading…</p>;
  if (dashboard.isError) return <Alert variant="danger">{dashboard.error.message}</Alert>;
  const data = dashboard.data;
  const stats = [
    { label: "Today's orders", value: String(data.today.orders), to: '/admin/orders' },
    { label: "Today's revenue", value: formatRupees(data.today.revenue), to: '/admin/orders' },
    { label: 'Open tickets', value: String(data.openTickets), to: '/admin/tickets' },
    { label: 'New leads', value: String(data.newLeads), to: '/admin/leads' },
    { label: 'Low stock', value: String(data.lowStock), to: '/admin/catalogue' },
    // Admins only: the erased customers whose contact is still to be deleted in the CRM.
    ...(data.crmCopiesToDelete === null
      ? []
      : [
          {
            label: 'CRM contacts to delete',
            value: String(data.crmCopiesToDelete),
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
            <strong>{stat.value}</strong>
            {stat.label}
          </Link>
        ))}
      </div>
      <div className="row g-3">
        <section className="col-lg-5" aria-labelledby="by-stage">
          <div className="admin-card">
            <h2 id="by-stage" className="h5">
              Orders by stage
            </h2>
            <Table size="sm" className="mb-0">
              <tbody>
                {[...DELIVERY_PATH, 'Cancelled', 'Refunded'].map((stage) => (
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
        <section className="col-lg-7" aria-labelledby="held">
          <div className="admin-card">
            <h2 id="held" className="h5">
              Payments held for review
            </h2>
            {data.heldPayments.length === 0 ? (
              <p className="mb-0">None: every payment is settled.</p>
            ) : (
              <ScrollRegion label="Held payments table">
                <Table size="sm" className="align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">Payment</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Why</th>
                      <th scope="col">
                        <span className="visually-hidden">Action</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.heldPayments.map((payment) => (
                      <tr key={payment.merchantTransactionId}>
                        <td>
                          {payment.merchantTransactionId}
                          <div className="small text-secondary">{formatWhen(payment.created)}</div>
                        </td>
                        <td>{payment.customerEmail}</td>
                        <td>{formatRupees(payment.amount)}</td>
                        <td>{payment.reason}</td>
                        <td>
                          <Button
                            size="sm"
                            variant="outline-primary"
                            disabled={recheck.isPending}
                            onClick={() => recheck.mutate(payment.merchantTransactionId)}
                          >
                            Re-check
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </ScrollRegion>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
