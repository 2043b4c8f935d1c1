import './payment.css';
import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PaymentStatus } from './components/payment-status';
import { ValidationProgress } from './components/validation-progress';
import { usePaymentValidation } from './hooks/use-payment-validation';

const TITLE = 'Verifying Payment...';

/**
 * /payment/validate/{id}: where the payment provider sends the buyer back
 * (docs/api/payments.md#validation-screen).
 */
export function PaymentValidatePage() {
  usePageTitle(TITLE);
  const { merchantTransactionId = '' } = useParams();
  const progress = usePaymentValidation(merchantTransactionId);
  return (
    <PaymentStatus tone="waiting" title={TITLE} merchantTransactionId={merchantTransactionId}>
      <p className="payment-status-line">Please do not close or refresh this page.</p>
      <ValidationProgress code={progress.code} asks={progress.asks} />
    </PaymentStatus>
  );
}
