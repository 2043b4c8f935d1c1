import {
  type ResponseBody,
  recheckInWords,
  type staffDashboardEndpoint,
  staffRecheckPaymentEndpoint,
} from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { callApi } from '../../lib/api-client';
import { formatRupees, formatWhen } from '../components/format';
import { ScrollRegion } from '../components/scroll-region';
import { SettleHeldPayment } from './settle-held-payment';

type HeldPayment = ResponseBody<typeof staffDashboardEndpoint>['heldPayments'][number];

/**
 * The dashboard's payments held for review, each with a Re-check that asks PhonePe again. What a
 * re-check found is said beside its row, in a live region so a screen reader says it too; a
 * payment the check settles leaves the list, so what was found stays said below the table.
 */
export function HeldPayments({ payments }: { payments: HeldPayment[] }) {
  const queryClient = useQueryClient();
  const [found, setFound] = useState<Record<string, string>>({});
  const recheck = useMutation({
    mutationFn: (merchantTransactionId: string) =>
      callApi(staffRecheckPaymentEndpoint, undefined, { params: { merchantTransactionId } }),
    onSuccess: (answer, id) => setFound((before) => ({ ...before, [id]: recheckInWords(answer) })),
    onError: (error, id) => setFound((before) => ({ ...before, [id]: error.message })),
    // Returned, so the button stays disabled until the list shows what the check changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  });
  const listed = new Set(payments.map((payment) => payment.merchantTransactionId));
  const settled = Object.entries(found).filter(([id]) => !listed.has(id));
  return (
    <>
      {payments.length === 0 ? (
        <p className="mb-0">None: every payment is settled.</p>
      ) : (
        <ScrollRegion label="Held payments table">
          <Table size="sm" className="admin-held-table admin-table-cards align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Customer</th>
                <th scope="col">Amount</th>
                <th scope="col">Why</th>
                <th scope="col">
                  <span className="visually-hidden">Re-check</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => {
                const id = payment.merchantTransactionId;
                const running = recheck.isPending && recheck.variables === id;
                return (
                  <tr key={id}>
                    <td data-label="Payment" className="text-break">
                      {id}
                      <div className="small text-secondary">{formatWhen(payment.created)}</div>
                    </td>
                    <td data-label="Customer" className="text-break">
                      {payment.customerEmail}
                    </td>
                    <td data-label="Amount" className="text-nowrap admin-cell-short">
                      {formatRupees(payment.amount)}
                    </td>
                    <td data-label="Why" className="admin-cell-short">
                      {payment.reason}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        className="text-nowrap"
                        disabled={recheck.isPending}
                        onClick={() => recheck.mutate(id)}
                      >
                        {running ? 'Re-checking…' : 'Re-check'}
                      </Button>
                      <div role="status" className="small mt-1">
                        {found[id]}
                      </div>
                      <SettleHeldPayment
                        merchantTransactionId={id}
                        onAnswer={(words) => setFound((before) => ({ ...before, [id]: words }))}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      {settled.length > 0 && (
        <ul className="list-unstyled small mt-2 mb-0" aria-label="Re-checked">
          {settled.map(([id, words]) => (
            <li key={id} className="text-break">
              {id}: {words}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
