import { useState } from 'react';
import type { Column, TableDefinition } from '../components/data-table/data-table';
import { formatRupees, formatWhen } from '../components/format';
import { SettleHeldPayment } from './settle-held-payment';

/** What the dashboard's payment tables share of a row: its payment, customer and amount. */
interface ListedPayment {
  merchantTransactionId: string;
  created: string;
  customerEmail: string;
  amount: number;
}

/** The Payment, Customer and Amount columns every payment table starts with. */
function paymentColumns<Payment extends ListedPayment>(): Column<Payment>[] {
  return [
    {
      header: 'Payment',
      className: 'text-break',
      cell: (payment) => (
        <>
          {payment.merchantTransactionId}
          <div className="small text-secondary">{formatWhen(payment.created)}</div>
        </>
      ),
    },
    { header: 'Customer', className: 'text-break', cell: (payment) => payment.customerEmail },
    {
      header: 'Amount',
      className: 'text-nowrap admin-cell-short',
      cell: (payment) => formatRupees(payment.amount),
    },
  ];
}

/**
 * A table of payments, its own columns after the payment, customer and amount; it scrolls
 * sideways from a width rather than break every word (admin.css).
 */
export function paymentTable<Payment extends ListedPayment>(
  label: string,
  columns: Column<Payment>[],
): TableDefinition<Payment> {
  return {
    label,
    columns: [...paymentColumns<Payment>(), ...columns],
    rowKey: (payment) => payment.merchantTransactionId,
    className: 'admin-held-table',
  };
}

/**
 * What a re-check or a settle press found of each payment, said beside its row; a payment it
 * settles leaves the list, so what was found of it stays said in a list below the table.
 */
export function useFoundWords(payments: readonly ListedPayment[]) {
  const [found, setFound] = useState<Record<string, string>>({});
  const sayFound = (id: string, words: string) =>
    setFound((before) => ({ ...before, [id]: words }));
  const listed = new Set(payments.map((payment) => payment.merchantTransactionId));
  const settled = Object.entries(found).filter(([id]) => !listed.has(id));
  return { found, sayFound, settled };
}

/** What was found of the payments that have left the list, named by `label` for screen readers. */
export function FoundOfSettled({
  label,
  settled,
}: {
  label: string;
  settled: readonly [string, string][];
}) {
  if (settled.length === 0) return null;
  return (
    <ul className="list-unstyled small mt-2 mb-0" aria-label={label}>
      {settled.map(([id, words]) => (
        <li key={id} className="text-break">
          {id}: {words}
        </li>
      ))}
    </ul>
  );
}

/** What was found of a payment, said in a live region, and its settle buttons. */
export function FoundAndSettle({
  id,
  words,
  onAnswer,
  spaced = false,
}: {
  id: string;
  words: string | undefined;
  onAnswer: (words: string) => void;
  /** Kept apart from a button above it. */
  spaced?: boolean;
}) {
  return (
    <>
      <div role="status" className={spaced ? 'small mt-1' : 'small'}>
        {words}
      </div>
      <SettleHeldPayment merchantTransactionId={id} onAnswer={onAnswer} />
    </>
  );
}
