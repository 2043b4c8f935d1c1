import './payment.css';
import { PAYMENT_STATUS_CODES, UI_TIMINGS_MS } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { createOrder } from './api/create-order';
import { PaymentStatus } from './components/payment-status';
import { askAboutPayment } from './hooks/use-payment-validation';
import { trackPurchaseOnce } from './track-purchase';

const SUCCESS_TITLE = 'Payment Success!';
const CHECKING_TITLE = 'Verifying Payment...';

/** Asks the server for the user's cart again: the cart's, handed in by app/routes. */
type ReloadCart = () => Promise<void>;

/**
 * /payment/success/{id} (docs/api/payments.md#success-and-failure-screens): success is shown only
 * once the server says this payment succeeded; any other answer hands over to the validation
 * screen, which tells it as it stands (docs/decisions/035-a-payment-told-as-it-stands.md).
 */
export function PaymentSuccessPage({ reloadCart }: { reloadCart: ReloadCart }) {
  const { merchantTransactionId = '' } = useParams();
  const navigate = useNavigate();
  const { data: code } = useQuery({
    queryKey: ['payment-success-check', merchantTransactionId],
    queryFn: () => askAboutPayment(merchantTransactionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const succeeded = code === PAYMENT_STATUS_CODES.success;
  usePageTitle(succeeded ? SUCCESS_TITLE : CHECKING_TITLE);

  useEffect(() => {
    if (code !== undefined && !succeeded) {
      navigate(`/payment/validate/${encodeURIComponent(merchantTransactionId)}`, { replace: true });
    }
  }, [code, succeeded, merchantTransactionId, navigate]);

  if (!succeeded) {
    return (
      <PaymentStatus
        tone="waiting"
        title={CHECKING_TITLE}
        merchantTransactionId={merchantTransactionId}
      >
        <p className="payment-status-line">Please do not close or refresh this page.</p>
      </PaymentStatus>
    );
  }
  return <PaymentSucceeded merchantTransactionId={merchantTransactionId} reloadCart={reloadCart} />;
}

/**
 * A payment the server confirmed: its order is fetched and counted once, the buyer's orders and
 * now emptier cart are reloaded, then on to /orders after 3 s.
 */
function PaymentSucceeded({
  merchantTransactionId,
  reloadCart,
}: {
  merchantTransactionId: string;
  reloadCart: ReloadCart;
}) {
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
      .finally(() => {
        void refresh();
        reloadCart().catch((error: unknown) => console.error('Could not reload the cart', error));
      });
  }, [merchantTransactionId, refresh, reloadCart]);

  return (
    <PaymentStatus
      tone="success"
      title={SUCCESS_TITLE}
      merchantTransactionId={merchantTransactionId}
    >
      <p className="payment-status-line">Order Confirmed.</p>
    </PaymentStatus>
  );
}
