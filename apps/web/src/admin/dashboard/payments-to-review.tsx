import type { ResponseBody, staffDashboardEndpoint } from '@shop/domain';
import { type Column, DataTable } from '../components/data-table/data-table';
import { FoundAndSettle, FoundOfSettled, paymentTable, useFoundWords } from './payment-table';

type PaymentToReview = ResponseBody<typeof staffDashboardEndpoint>['paymentsToReview'][number];

const STATUS_WORDS: Record<PaymentToReview['status'], string> = {
  SUCCESS: 'Paid, order placed',
  PENDING: 'Still being asked',
};

/**
 * Paid or still-pending payments a person must look at, each with why: paid with a coupon
 * already spent, or unanswered past the shop's timeout (docs/decisions/081). One still being
 * asked can be settled as a held one can (docs/decisions/103-settling-held-payments.md).
 */
export function PaymentsToReview({ payments }: { payments: PaymentToReview[] }) {
  // What a settle press found, kept once its payment leaves the list.
  const { found, sayFound, settled } = useFoundWords(payments);
  const columns: Column<PaymentToReview>[] = [
    {
      header: 'Status',
      className: 'admin-cell-short',
      cell: (payment) => STATUS_WORDS[payment.status],
    },
    { header: 'Why', className: 'admin-cell-short', cell: (payment) => payment.reason },
    {
      header: 'Settle',
      headerHidden: true,
      cell: ({ merchantTransactionId: id, status }) =>
        status === 'PENDING' && (
          <FoundAndSettle id={id} words={found[id]} onAnswer={(words) => sayFound(id, words)} />
        ),
    },
  ];
  return (
    <>
      <DataTable
        {...paymentTable('Payments to look at table', columns)}
        rows={payments}
        empty="None."
      />
      <FoundOfSettled label="Settled" settled={settled} />
    </>
  );
}
