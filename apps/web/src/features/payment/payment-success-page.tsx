import './payment.css';
import { UI_TIMINGS_MS } from '@shop/domain';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { createOrder } from './api/create-order';
import { PaymentStatus } from './components/payment-status';
import { trackPurchaseOnce } from './track-purchase';

/**
 * /payment/success/{id} (SPEC §4): the order the payment created is fetched and counted once,
 * the buyer's orders and now empty cart are reloaded, then on to /orders after 3 s.
 */
export function PaymentSuccessPage() {
  usePageTitle('Payment Success!');
  const { merchantTransactionId = '' } = useParams();
  const navigate = useNavigate();
  const { refresh } = useSession();

  useEffect(() => {
    const timer = setTimeout(
      () => navigate('/orders', { replace: true }),
      UI_TIMINGS_MS.postPaymentRedirect,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  useEffect(() => {
    createOrder(merchantTransactionId)
      .then(trackPurchaseOnce)
      .catch((error: unknown) => console.error('Could not fetch the order', error))
      .finally(() => void refresh());
  }, [merchantTransactionId, refresh]);

  return (
    <PaymentStatus
      tone="success"
      title="Payment Success!"
      merchantTransactionId={merchantTransactionId}
    >
      <p className="payment-status-line">Order Confirmed.</p>
    </PaymentStatus>
  );
}
