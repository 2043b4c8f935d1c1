import {
  type OrderStage,
  orderNumber,
  type StaffOrder,
  staffMoveOrderEndpoint,
  staffOrderEndpoint,
} from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams } from 'react-router';
import { TextField } from '../../components/text-field';
import { ApiError, callApi } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { formatRupees, formatWhen } from '../components/format';
import { StageBadge } from '../components/stage-badge';
import { CancelOrderForm } from './cancel-order-form';
import { StageDetails } from './stage-details';

/** /admin/orders/:orderId: one order, the stages it reached, and its next move. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  usePageTitle('Order | Console');
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
      <h1 className="d-flex flex-wrap align-items-center gap-2">
        {orderNumber(current.orderid)} <StageBadge stage={current.status} />
      </h1>
      <div className="row g-3">
        <div className="col-lg-7 d-grid gap-3 align-content-start">
          <section className="admin-card" aria-labelledby="order-facts">
            <h2 id="order-facts" className="h5">
              {current.title}
            </h2>
            <dl className="row mb-0">
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
          <MoveForm order={current} />
          <CancelOrderForm answer={order.data} />
        </div>
        <section className="col-lg-5" aria-labelledby="order-stages">
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

function MoveForm({ order }: { order: StaffOrder }) {
  const queryClient = useQueryClient();
  const forward = order.nextStages.filter(
    (stage): stage is Exclude<OrderStage, 'Cancelled'> => stage !== 'Cancelled',
  );
  const [to, setTo] = useState<OrderStage | ''>(forward[0] ?? '');
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [benchmark, setBenchmark] = useState('3DMark Time Spy');
  const [score, setScore] = useState('');
  const [cpuTemp, setCpuTemp] = useState('');
  const [gpuTemp, setGpuTemp] = useState('');
  const target = forward.find((stage) => stage === to) ?? forward[0];
  const move = useMutation({
    mutationFn: (stage: Exclude<OrderStage, 'Cancelled'>) =>
      callApi(
        staffMoveOrderEndpoint,
        {
          from: order.status,
          to: stage,
          ...(note.trim() && { note: note.trim() }),
          ...(stage === 'Shipped' && { shipment: { courier, awb, trackingUrl } }),
          ...(stage === 'Stress Test' && { testResults: testResults() }),
        },
        { params: { orderId: order.orderid } },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(['admin-orders', 'one', order.orderid], answer);
      setNote('');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
  });

  function testResults() {
    const temperatures = [
      ['CPU', cpuTemp],
      ['GPU', gpuTemp],
    ]
      .filter(([, value]) => value?.trim())
      .map(([part, value]) => ({ part: part as string, celsius: Number(value) }));
    const benchmarks =
      benchmark.trim() && score.trim() ? [{ name: benchmark.trim(), score: Number(score) }] : [];
    return { benchmarks, temperatures };
  }

  if (!target) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate(target);
  };
  return (
    <section className="admin-card" aria-labelledby="move-heading">
      <h2 id="move-heading" className="h5">
        Move on
      </h2>
      {move.isError && (
        <Alert variant="warning" role="alert">
          {move.error instanceof ApiError ? move.error.message : String(move.error)}
        </Alert>
      )}
      <Form onSubmit={submit} className="d-grid gap-3">
        {forward.length > 1 && (
          <Form.Group controlId="move-to">
            <Form.Label>Next stage</Form.Label>
            <Form.Select
              value={target}
              onChange={(event) => setTo(event.target.value as OrderStage)}
            >
              {forward.map((stage) => (
                <option key={stage}>{stage}</option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        {target === 'Shipped' && (
          <div className="row g-2">
            <TextField
              id="courier"
              label="Courier"
              groupClassName="col-md-4"
              value={courier}
              onValue={setCourier}
            />
            <TextField
              id="awb"
              label="AWB number"
              groupClassName="col-md-4"
              value={awb}
              onValue={setAwb}
            />
            <TextField
              id="tracking"
              label="Tracking link"
              type="url"
              groupClassName="col-md-4"
              value={trackingUrl}
              onValue={setTrackingUrl}
            />
          </div>
        )}
        {target === 'Stress Test' && (
          <div className="row g-2">
            <TextField
              id="benchmark"
              label="Benchmark"
              groupClassName="col-md-6"
              value={benchmark}
              onValue={setBenchmark}
            />
            <TextField
              id="score"
              label="Score"
              inputMode="numeric"
              groupClassName="col-md-6"
              value={score}
              onValue={(value) => setScore(value.replace(/\D/g, ''))}
            />
            <TextField
              id="cpu-temp"
              label="CPU under load (°C)"
              inputMode="numeric"
              groupClassName="col-md-6"
              value={cpuTemp}
              onValue={(value) => setCpuTemp(value.replace(/\D/g, ''))}
            />
            <TextField
              id="gpu-temp"
              label="GPU under load (°C)"
              inputMode="numeric"
              groupClassName="col-md-6"
              value={gpuTemp}
              onValue={(value) => setGpuTemp(value.replace(/\D/g, ''))}
            />
          </div>
        )}
        <TextField
          id="move-note"
          label="Note (optional)"
          as="textarea"
          rows={2}
          value={note}
          onValue={setNote}
        />
        <div>
          <Button type="submit" disabled={move.isPending}>{`Move to ${target}`}</Button>
        </div>
      </Form>
    </section>
  );
}
