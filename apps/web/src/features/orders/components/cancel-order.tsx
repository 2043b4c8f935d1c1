import { cancellationPreview, MESSAGES, type OrderRecord, UNSOLD_STAGES } from '@shop/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-context';
import { useCancelOrder } from '../api/cancel-order';

const UNSOLD: readonly string[] = UNSOLD_STAGES;

/**
 * Cancel Order, while the server says the customer still may (within 24 hours, every open order
 * of the payment Confirmed or Parts Reserved): the policy's words, which orders go together and
 * the refund (docs/decisions/100-orders-paid-together-are-cancelled-together.md), a
 * confirmation, then the refund's message.
 */
export function CancelOrder({ order, policy }: { order: OrderRecord; policy: string }) {
  const { refresh } = useSession();
  const cancel = useCancelOrder();
  const [asking, setAsking] = useState(false);
  const [message, setMessage] = useState('');
  if (!order.cancellable && !message) return null;
  const preview = cancellationPreview({
    orders: [
      order,
      ...(order.paidTogether ?? []).filter((other) => !UNSOLD.includes(other.status)),
    ],
    refundPaise: order.paidPaise ?? 0,
  });
  const confirm = () =>
    cancel.mutate(order.orderid, {
      onSuccess: async (answer) => {
        setMessage(answer.message);
        setAsking(false);
        await refresh();
      },
      onError: (error) => {
        setMessage(error instanceof ApiError ? error.message : MESSAGES.orders.notCancellable);
        setAsking(false);
      },
    });
  return (
    <div className="order-cancel">
      {message ? (
        <p role="status" className="mb-0">
          {message}
        </p>
      ) : asking ? (
        <>
          <p className="small mb-2">{policy}</p>
          {preview.together && <p className="mb-2">{preview.together}</p>}
          {order.paidPaise !== undefined && <p className="mb-2">{preview.refund}</p>}
          <p className="mb-2">{MESSAGES.orders.cancelConfirm}</p>
          <div className="d-flex gap-2">
            <Button variant="danger" size="sm" onClick={confirm} disabled={cancel.isPending}>
              Yes, cancel
            </Button>
            <Button variant="outline-light" size="sm" onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </>
      ) : (
        <Button variant="outline-danger" size="sm" onClick={() => setAsking(true)}>
          Cancel Order
        </Button>
      )}
    </div>
  );
}
