import {
  AWB_NUMBER_RULE,
  type OrderStage,
  readTestResultRows,
  type Shipment,
  type StaffOrder,
  shipmentSchema,
  staffMoveOrderEndpoint,
  type TestResults,
} from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/text-field';
import { callApi } from '../../lib/api-client';
import { onlyDigits } from '../components/format';

type ForwardStage = Exclude<OrderStage, 'Cancelled'>;
type Move = { to: ForwardStage; shipment?: Shipment; testResults?: TestResults };
/** What the form says went wrong, and the field it is about (its id), if any. */
type Refusal = { message: string; field?: string };

const SHIPMENT_FIELDS: Record<string, string> = {
  courier: 'courier',
  awb: 'awb',
  trackingUrl: 'tracking',
};
const TEMPERATURE_FIELDS = ['cpu-temp', 'gpu-temp'];

/**
 * The order's next move, with the shipment at Shipped and the results at Stress Test. What staff
 * typed is checked here with the domain's rules before anything is sent, so a half-filled row is
 * refused, never dropped (docs/api/staff-orders.md#moving-an-order-in-the-console). A message stays only until
 * the field it is about is edited (any field, for the server's), the form is sent again, or
 * another form on the page is (`quiet`), so an old message never sits beside a newer one.
 */
export function MoveOrderForm({
  order,
  quiet,
  onUse,
}: {
  order: StaffOrder;
  quiet: boolean;
  onUse: () => void;
}) {
  const queryClient = useQueryClient();
  const forward = order.nextStages.filter((stage): stage is ForwardStage => stage !== 'Cancelled');
  const [to, setTo] = useState<OrderStage | ''>(forward[0] ?? '');
  const [note, setNote] = useState('');
  const [courier, setCourier] = useState('');
  const [awb, setAwb] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [benchmark, setBenchmark] = useState('');
  const [score, setScore] = useState('');
  const [cpuTemp, setCpuTemp] = useState('');
  const [gpuTemp, setGpuTemp] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const target = forward.find((stage) => stage === to) ?? forward[0];
  const move = useMutation({
    mutationFn: ({ to, ...details }: Move) =>
      callApi(
        staffMoveOrderEndpoint,
        { from: order.status, to, ...(note.trim() && { note: note.trim() }), ...details },
        { params: { orderId: order.orderid } },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(['admin-orders', 'one', order.orderid], answer);
      setNote('');
    },
    onError: (error) => setRefusal({ message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
  });

  /** A field's edit, which takes away a message about that field or about no field. */
  const edit = (field: string, store: (value: string) => void) => (value: string) => {
    store(value);
    setRefusal((shown) => (shown && (!shown.field || shown.field === field) ? null : shown));
  };
  const digits = (store: (value: string) => void) => (value: string) => store(onlyDigits(value));

  function refuse(message: string, field: string) {
    setRefusal({ message, field });
    document.getElementById(field)?.focus();
  }

  /** The move as typed, or null once the form has said what is missing. */
  function readMove(stage: ForwardStage): Move | null {
    if (stage === 'Shipped') {
      const shipment = shipmentSchema.safeParse({ courier, awb, trackingUrl });
      if (shipment.success) return { to: stage, shipment: shipment.data };
      const issue = shipment.error.issues[0];
      refuse(issue?.message ?? '', SHIPMENT_FIELDS[String(issue?.path[0])] ?? 'courier');
      return null;
    }
    if (stage === 'Stress Test') {
      const rows = readTestResultRows({
        benchmarks: [{ name: benchmark, score }],
        temperatures: [
          { part: 'CPU', celsius: cpuTemp },
          { part: 'GPU', celsius: gpuTemp },
        ],
      });
      if (rows.ok) return { to: stage, testResults: rows.results };
      const { list, index, field, message } = rows.refusal;
      const fieldId =
        list === 'temperatures'
          ? (TEMPERATURE_FIELDS[index] ?? 'cpu-temp')
          : field === 'name'
            ? 'benchmark'
            : 'score';
      refuse(message, fieldId);
      return null;
    }
    return { to: stage };
  }

  if (!target) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onUse();
    setRefusal(null);
    const checked = readMove(target);
    if (checked) move.mutate(checked);
  };
  /** Marks the field a message is about, for the eye (red) and for a screen reader. */
  const invalid = (field: string) => {
    const marked = !quiet && refusal?.field === field;
    return { isInvalid: marked, 'aria-invalid': marked || undefined };
  };
  return (
    <section className="admin-card" aria-labelledby="move-heading">
      <h2 id="move-heading" className="h5">
        Move on
      </h2>
      {refusal && !quiet && (
        <Alert variant="warning" role="alert" className="text-break">
          {refusal.message}
        </Alert>
      )}
      {/* The form's own messages, not the browser's bubbles: one message at a time, in words. */}
      <Form noValidate onSubmit={submit} className="d-grid gap-3">
        {forward.length > 1 && (
          <Form.Group controlId="move-to">
            <Form.Label>Next stage</Form.Label>
            <Form.Select
              value={target}
              onChange={(event) => {
                setTo(event.target.value as OrderStage);
                setRefusal(null);
              }}
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
              {...invalid('courier')}
              onValue={edit('courier', setCourier)}
            />
            <TextField
              id="awb"
              label="AWB number"
              groupClassName="col-md-4"
              value={awb}
              {...invalid('awb')}
              onValue={edit('awb', setAwb)}
              note={`${AWB_NUMBER_RULE}.`}
            />
            <TextField
              id="tracking"
              label="Tracking link"
              type="url"
              groupClassName="col-md-4"
              value={trackingUrl}
              {...invalid('tracking')}
              onValue={edit('tracking', setTrackingUrl)}
              note="The whole address, starting with https://"
            />
          </div>
        )}
        {target === 'Stress Test' && (
          <div className="row g-2">
            <TextField
              id="benchmark"
              label="Benchmark"
              groupClassName="col-md-6"
              // A hint, not a value: a filled-in name without a score would be refused.
              placeholder="3DMark Time Spy"
              value={benchmark}
              {...invalid('benchmark')}
              onValue={edit('benchmark', setBenchmark)}
            />
            <TextField
              id="score"
              label="Score"
              inputMode="numeric"
              groupClassName="col-md-6"
              value={score}
              {...invalid('score')}
              onValue={edit('score', digits(setScore))}
            />
            <TextField
              id="cpu-temp"
              label="CPU under load (°C)"
              inputMode="numeric"
              groupClassName="col-md-6"
              value={cpuTemp}
              {...invalid('cpu-temp')}
              onValue={edit('cpu-temp', digits(setCpuTemp))}
            />
            <TextField
              id="gpu-temp"
              label="GPU under load (°C)"
              inputMode="numeric"
              groupClassName="col-md-6"
              value={gpuTemp}
              {...invalid('gpu-temp')}
              onValue={edit('gpu-temp', digits(setGpuTemp))}
            />
          </div>
        )}
        <TextField
          id="move-note"
          label="Note (optional)"
          as="textarea"
          rows={2}
          value={note}
          onValue={edit('move-note', setNote)}
        />
        <div>
          <Button type="submit" disabled={move.isPending}>{`Move to ${target}`}</Button>
        </div>
      </Form>
    </section>
  );
}
