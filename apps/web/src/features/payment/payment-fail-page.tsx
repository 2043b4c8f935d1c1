import './payment.css';
import { UI_TIMINGS_MS } from '@shop/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { PaymentStatus } from './components/payment-status';

/**
 * /payment/fail/{id} (docs/api/payments.md#success-and-failure-screens): the cart is as it was;
 * back to it after 3 s.
 */
export function PaymentFailPage() {
  usePageTitle('Payment Failed!');
  const { merchantTransactionId = '' } = useParams();
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(
      () => navigate('/cart', { replace: true }),
      UI_TIMINGS_MS.postPaymentRedirect,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <PaymentStatus
      tone="failure"
      title="Payment Failed!"
      merchantTransactionId={merchantTransactionId}
    >
      <p className="payment-status-line">Please try again.</p>
      <p className="payment-status-next">Redirecting to cart...</p>
    </PaymentStatus>
  );
}
