import { staffOrderEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatRupees, formatWhen } from '../components/format';
import { StageBadge } from '../components/stage-badge';
import { CancelOrderForm } from './cancel-order-form';
import { MoveOrderForm } from './move-order-form';
import { StageDetails } from './stage-details';

/** /admin/orders/:orderId: one order, the stages it reached, and its next move. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  usePageTitle('Order | Console');
  // The form last sent: only its message shows, so an older one never sits beside it.
  const [formInUse, setFormInUse] = useState<'move' | 'cancel' | null>(null);
  const order = useQuery({
    queryKey: ['admin-orders', 'one', orderId],
    queryFn: () => callApi(staffOrderEndpoint, undefined, { params: { orderId } }),
  });
  if (order.isPending) return <p>Loading the order…</p>;
  if (order.isError) return <Alert variant="danger">{order.error.message}</Alert>;
  const { order: current, events } = order.data;
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/orders">← Orders</Link>
      </p>
      <h1 className="d-flex flex-wrap align-items-center gap-2 text-break">
        {current.orderNumber} <StageBadge stage={current.status} />
      </h1>
      <div className="row g-3">
        <div className="col-lg-7 d-grid gap-3 align-content-start admin-order-column">
          <section className="admin-card" aria-labelledby="order-facts">
            <h2 id="order-facts" className="h5">
              {current.title}
            </h2>
            <dl className="row mb-0 text-break">
              <dt className="col-sm-4">Configuration</dt>
              <dd className="col-sm-8">{current.productShort}</dd>
              <dt className="col-sm-4">Quantity</dt>
              <dd className="col-sm-8">{current.qty}</dd>
              <dt className="col-sm-4">Value</dt>
              <dd className="col-sm-8">{formatRupees(current.value)}</dd>
              <dt className="col-sm-4">Placed</dt>
              <dd className="col-sm-8">{formatWhen(current.created)}</dd>
              <dt className="col-sm-4">Customer</dt>
              <dd className="col-sm-8">
                {current.customerName}, {current.customerEmail}
                {current.customerPhone && `, ${current.customerPhone}`}
              </dd>
              <dt className="col-sm-4">Deliver to</dt>
              <dd className="col-sm-8">{current.address}</dd>
              <dt className="col-sm-4">Payment</dt>
              <dd className="col-sm-8">{current.merchantTransactionId}</dd>
            </dl>
          </section>
          <MoveOrderForm
            order={current}
            quiet={formInUse === 'cancel'}
            onUse={() => setFormInUse('move')}
          />
          <CancelOrderForm
            answer={order.data}
            quiet={formInUse === 'move'}
            onUse={() => setFormInUse('cancel')}
          />
        </div>
        <section className="col-lg-5 text-break" aria-labelledby="order-stages">
          <div className="admin-card">
            <h2 id="order-stages" className="h5">
              Stages
            </h2>
            <ol className="admin-timeline">
              {events.map((event) => (
                <li key={`${event.stage}-${event.at}`}>
                  <strong>{event.stage}</strong>{' '}
                  <span className="text-secondary small">{formatWhen(event.at)}</span>
                  <div className="small">
                    {event.actor === 'staff'
                      ? event.staffEmail
                      : event.actor === 'customer'
                        ? 'by the customer'
                        : 'by the shop'}
                  </div>
                  {event.note && <div className="small">{event.note}</div>}
                  <StageDetails details={event.details} />
                </li>
              ))}
            </ol>
          </div>
        </section>
      </div>
    </>
  );
}
