import { type StaffOrderAnswer, staffCancelOrderEndpoint } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/text-field';
import { ApiError, callApi } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatRupees } from '../components/format';

/**
 * Cancel and refund, before the order ships: every order of its payment is cancelled with it
 * and the whole payment refunded (docs/api/staff-orders.md#cancelling). The first press only
 * asks, naming those orders and the refund as the server gave them, because a press here can
 * take back far more than the order on screen.
 */
export function CancelOrderForm({
  answer,
  quiet,
  onUse,
}: {
  answer: StaffOrderAnswer;
  /** Another form on the page was sent since: this one's message is out of date. */
  quiet: boolean;
  onUse: () => void;
}) {
  const { order, paymentOrders, paymentRefund } = answer;
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      callApi(
        staffCancelOrderEndpoint,
        { from: order.status, note },
        { params: { orderId: order.orderid } },
      ),
    onSuccess: (answer) => queryClient.setQueryData(['admin-orders', 'one', order.orderid], answer),
    onSettled: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
    },
  });
  if (!order.nextStages.includes('Cancelled')) return null;
  const others = paymentOrders.length > 1;
  const failure = cancel.error instanceof ApiError ? cancel.error.message : cancel.error?.message;
  // A message stays until the reason is edited, or this form or the move form is sent.
  const error = quiet ? '' : refusal || failure;
  return (
    <section className="admin-card" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="h5">
        Cancel and refund
      </h2>
      <p className="small">
        {others
          ? `This order was paid together with ${paymentOrders.length - 1} other ${paymentOrders.length > 2 ? 'orders' : 'order'}: all of them are cancelled, and the whole payment is refunded.`
          : 'The order is cancelled and its payment refunded.'}
      </p>
      {error && (
        <Alert variant="warning" role="alert" className="text-break">
          {error}
        </Alert>
      )}
      <Form
        className="d-grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onUse();
          cancel.reset();
          const checked = staffCancelOrderEndpoint.body.safeParse({ from: order.status, note });
          setRefusal(checked.success ? '' : (checked.error.issues[0]?.message ?? ''));
          if (checked.success) setAsking(true);
        }}
      >
        <TextField
          id="cancel-note"
          label="Reason"
          value={note}
          isInvalid={Boolean(refusal) && !quiet}
          aria-invalid={(Boolean(refusal) && !quiet) || undefined}
          onValue={(value) => {
            setNote(value);
            setRefusal('');
            if (cancel.isError) cancel.reset();
          }}
        />
        <div>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            Cancel and refund
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        show={asking}
        title={others ? `Cancel ${paymentOrders.length} orders and refund?` : 'Cancel and refund?'}
        confirmLabel="Cancel and refund"
        cancelLabel={others ? 'Keep the orders' : 'Keep the order'}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>
          {others
            ? 'Every order paid with this payment is cancelled, and the customer is mailed about each:'
            : 'This order is cancelled, and the customer is mailed:'}
        </p>
        <ul className="list-unstyled d-grid gap-2" aria-label="Orders cancelled">
          {paymentOrders.map((paid) => (
            <li key={paid.orderid}>
              <span className="fw-semibold text-break">{paid.orderNumber}</span>
              {paid.orderid === order.orderid && (
                <span className="text-secondary"> (this order)</span>
              )}
              <div>
                {paid.title} · {paid.status} · {formatRupees(paid.value)}
              </div>
            </li>
          ))}
        </ul>
        <p className="mb-0">
          {paymentRefund === null ? (
            'The shop holds no paid payment for these orders, so nothing is refunded.'
          ) : (
            <>
              Refund: <strong>{formatRupees(paymentRefund)}</strong>, the whole payment with its
              platform fee.
            </>
          )}
        </p>
        <p className="small text-secondary mb-0 mt-2">Reason: {note.trim()}</p>
      </ConfirmDialog>
    </section>
  );
}
