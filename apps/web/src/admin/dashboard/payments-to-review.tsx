import type { ResponseBody, staffDashboardEndpoint } from '@shop/domain';
import { useState } from 'react';
import Table from 'react-bootstrap/Table';
import { formatRupees, formatWhen } from '../components/format';
import { ScrollRegion } from '../components/scroll-region';
import { SettleHeldPayment } from './settle-held-payment';

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
  const [found, setFound] = useState<Record<string, string>>({});
  const listed = new Set(payments.map((payment) => payment.merchantTransactionId));
  const settled = Object.entries(found).filter(([id]) => !listed.has(id));
  const settledList = settled.length > 0 && (
    <ul className="list-unstyled small mt-2 mb-0" aria-label="Settled">
      {settled.map(([id, words]) => (
        <li key={id} className="text-break">
          {id}: {words}
        </li>
      ))}
    </ul>
  );
  if (payments.length === 0) {
    return (
      <>
        <p className="mb-0">None.</p>
        {settledList}
      </>
    );
  }
  return (
    <>
      <ScrollRegion label="Payments to look at table">
        <Table size="sm" className="admin-held-table admin-table-cards align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Customer</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Why</th>
              <th scope="col">
                <span className="visually-hidden">Settle</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.merchantTransactionId}>
                <td data-label="Payment" className="text-break">
                  {payment.merchantTransactionId}
                  <div className="small text-secondary">{formatWhen(payment.created)}</div>
                </td>
                <td data-label="Customer" className="text-break">
                  {payment.customerEmail}
                </td>
                <td data-label="Amount" className="text-nowrap admin-cell-short">
                  {formatRupees(payment.amount)}
                </td>
                <td data-label="Status" className="admin-cell-short">
                  {STATUS_WORDS[payment.status]}
                </td>
                <td data-label="Why" className="admin-cell-short">
                  {payment.reason}
                </td>
                <td>
                  {payment.status === 'PENDING' && (
                    <>
                      <div role="status" className="small">
                        {found[payment.merchantTransactionId]}
                      </div>
                      <SettleHeldPayment
                        merchantTransactionId={payment.merchantTransactionId}
                        onAnswer={(words) =>
                          setFound((before) => ({
                            ...before,
                            [payment.merchantTransactionId]: words,
                          }))
                        }
                      />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      {settledList}
    </>
  );
}
