import './payment.css';
import { MESSAGES } from '@shop/domain';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PaymentStatus } from './components/payment-status';

const { payment } = MESSAGES;

/**
 * /payment/pending/{id}: the provider has not decided the payment yet after the validation screen's
 * retries. It is never told as failed: the reconciler makes the order by itself if it completes,
 * and the confirmation email says so (docs/decisions/035-a-payment-told-as-it-stands.md).
 */
export function PaymentPendingPage() {
  usePageTitle(payment.pendingTitle);
  const { merchantTransactionId = '' } = useParams();
  return (
    <PaymentStatus
      tone="pending"
      title={payment.pendingTitle}
      merchantTransactionId={merchantTransactionId}
    >
      <p className="payment-status-line">{payment.pendingLine}</p>
      <p className="payment-status-next">{payment.pendingNext}</p>
      <Link to="/orders" className="btn btn-outline-light mt-3">
        My Orders
      </Link>
    </PaymentStatus>
  );
}
