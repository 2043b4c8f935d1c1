import { formatInr, type OrderRecord, REFUND_ARRIVAL_WORDS } from '@shop/domain';
import { formatOrderDate } from '../order-dates';

const STATUS_WORDS: Record<NonNullable<OrderRecord['refund']>['status'], string> = {
  REQUESTED: 'Refund started',
  PENDING: 'Refund started',
  COMPLETED: 'Refunded',
  FAILED: 'Refund could not be sent: our team is on it',
};

/**
 * A cancelled order's refund: how much, when it started, when it should reach the account and
 * the provider's reference to quote to the bank
 * (docs/decisions/101-a-refund-explains-itself.md).
 */
export function OrderRefund({ refund }: { refund: NonNullable<OrderRecord['refund']> }) {
  return (
    <section className="order-refund" aria-label="Refund">
      <p className="order-refund-title">
        {STATUS_WORDS[refund.status]}: {formatInr(refund.amountPaise)}
      </p>
      <dl className="order-refund-facts">
        <div>
          <dt>Started on</dt>
          <dd>{formatOrderDate(refund.startedAt)}</dd>
        </div>
        {refund.status !== 'FAILED' && (
          <div>
            <dt>Reaches your account</dt>
            <dd>
              In {REFUND_ARRIVAL_WORDS}: {formatOrderDate(refund.expectedFrom)} to{' '}
              {formatOrderDate(refund.expectedBy)}
            </dd>
          </div>
        )}
        <div>
          <dt>Refund reference</dt>
          <dd className="text-break">{refund.reference}</dd>
        </div>
      </dl>
    </section>
  );
}
