import { PAYMENT_POLLING } from '@shop/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { validatePayment } from '../api/validate-payment';
import { codeOfFailedCall, validationStep } from '../payment-rules';

/**
 * Asks the server about the payment until it is decided: every 5 s while it is pending, at most
 * 20 retries, then on to the success or failure screen in place of this one.
 */
export function usePaymentValidation(merchantTransactionId: string): void {
  const navigate = useNavigate();

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retriesMade = 0;
    const id = encodeURIComponent(merchantTransactionId);

    async function ask() {
      let code: string;
      try {
        code = (await validatePayment(merchantTransactionId)).code;
      } catch (error) {
        console.error('Could not validate the payment', error);
        code = codeOfFailedCall(error);
      }
      if (stopped) return;
      const step = validationStep(code, retriesMade);
      if (step === 'retry') {
        retriesMade += 1;
        timer = setTimeout(ask, PAYMENT_POLLING.intervalMs);
        return;
      }
      navigate(`/payment/${step}/${id}`, { replace: true });
    }

    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [merchantTransactionId, navigate]);
}
