import {
  SETTLE_WAY_LABELS,
  SETTLE_WAYS,
  type SettleWay,
  staffSettlePaymentEndpoint,
} from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { callApi } from '../../lib/api-client';

/**
 * Settles one held payment three ways (docs/decisions/103-settling-held-payments.md): Make order,
 * Mark failed, Refund. The server asks the provider first and says what it did, naming the
 * provider; the answer stays said here, and the list is read again.
 */
export function SettleHeldPayment({
  merchantTransactionId,
  onAnswer,
}: {
  merchantTransactionId: string;
  /** Told what the server said, to keep it once the payment leaves the list. */
  onAnswer?: (words: string) => void;
}) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const settle = useMutation({
    mutationFn: (way: SettleWay) =>
      callApi(staffSettlePaymentEndpoint, { way }, { params: { merchantTransactionId } }),
    onSuccess: (answer) => {
      setSaid(answer.message);
      onAnswer?.(answer.message);
    },
    onError: (error) => {
      setSaid(error.message);
      onAnswer?.(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  });
  return (
    <div className="mt-1">
      <fieldset className="d-flex flex-wrap gap-1 border-0 p-0 m-0" aria-label="Settle">
        {SETTLE_WAYS.map((way) => (
          <Button
            key={way}
            size="sm"
            variant={way === 'order' ? 'outline-success' : 'outline-secondary'}
            className="text-nowrap"
            disabled={settle.isPending}
            onClick={() => settle.mutate(way)}
          >
            {settle.isPending && settle.variables === way ? 'Asking…' : SETTLE_WAY_LABELS[way]}
          </Button>
        ))}
      </fieldset>
      {/* Said here only when no one else says it (the held list says it in its own status). */}
      {!onAnswer && (
        <p aria-live="polite" className="small mt-1 mb-0">
          {said}
        </p>
      )}
    </div>
  );
}
