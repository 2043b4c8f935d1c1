import { type StaffOrder, staffCancelOrderEndpoint } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/text-field';
import { ApiError, callApi } from '../../lib/api-client';

/**
 * Cancel and refund, before the order ships: every order of its payment is cancelled with it
 * and the whole payment refunded (docs/api/staff-orders.md#cancelling).
 */
export function CancelOrderForm({ order }: { order: StaffOrder }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const cancel = useMutation({
    mutationFn: () =>
      callApi(
        staffCancelOrderEndpoint,
        { from: order.status, note },
        { params: { orderId: order.orderid } },
      ),
    onSuccess: (answer) => queryClient.setQueryData(['admin-orders', 'one', order.orderid], answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-orders'] }),
  });
  if (!order.nextStages.includes('Cancelled')) return null;
  return (
    <section className="admin-card" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="h5">
        Cancel and refund
      </h2>
      <p className="small">
        Every order paid with this one is cancelled too, and the whole payment is refunded.
      </p>
      {cancel.isError && (
        <Alert variant="warning" role="alert">
          {cancel.error instanceof ApiError ? cancel.error.message : String(cancel.error)}
        </Alert>
      )}
      <Form
        className="d-grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          cancel.mutate();
        }}
      >
        <TextField id="cancel-note" label="Reason" value={note} onValue={setNote} />
        <div>
          <Button type="submit" variant="danger" disabled={cancel.isPending}>
            Cancel and refund
          </Button>
        </div>
      </Form>
    </section>
  );
}
