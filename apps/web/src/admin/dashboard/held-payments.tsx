import {
  type ResponseBody,
  recheckInWords,
  type staffDashboardEndpoint,
  staffRecheckPaymentEndpoint,
} from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { callApi } from '../../lib/api-client';
import { type Column, DataTable } from '../components/data-table/data-table';
import { FoundAndSettle, FoundOfSettled, paymentTable, useFoundWords } from './payment-table';

type HeldPayment = ResponseBody<typeof staffDashboardEndpoint>['heldPayments'][number];

/**
 * The dashboard's payments held for review, each with a Re-check that asks PhonePe again. What a
 * re-check found is said beside its row, in a live region so a screen reader says it too; a
 * payment the check settles leaves the list, so what was found stays said below the table.
 */
export function HeldPayments({ payments }: { payments: HeldPayment[] }) {
  const queryClient = useQueryClient();
  const { found, sayFound, settled } = useFoundWords(payments);
  const recheck = useMutation({
    mutationFn: (merchantTransactionId: string) =>
      callApi(staffRecheckPaymentEndpoint, undefined, { params: { merchantTransactionId } }),
    onSuccess: (answer, id) => sayFound(id, recheckInWords(answer)),
    onError: (error, id) => sayFound(id, error.message),
    // Returned, so the button stays disabled until the list shows what the check changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  });
  const columns: Column<HeldPayment>[] = [
    { header: 'Why', className: 'admin-cell-short', cell: (payment) => payment.reason },
    {
      header: 'Re-check',
      headerHidden: true,
      cell: ({ merchantTransactionId: id }) => (
        <>
          <Button
            size="sm"
            variant="outline-primary"
            className="text-nowrap"
            disabled={recheck.isPending}
            onClick={() => recheck.mutate(id)}
          >
            {recheck.isPending && recheck.variables === id ? 'Re-checking…' : 'Re-check'}
          </Button>
          <FoundAndSettle
            id={id}
            words={found[id]}
            onAnswer={(words) => sayFound(id, words)}
            spaced
          />
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        {...paymentTable('Held payments table', columns)}
        rows={payments}
        empty="None: every payment is settled."
      />
      <FoundOfSettled label="Re-checked" settled={settled} />
    </>
  );
}
