import { PAYMENT_POLLING } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { validatePayment } from '../api/validate-payment';
import { codeOfFailedCall, validationStep } from '../payment-rules';

/** One answer about the payment, and how many asks came before it (the retries made). */
type Validation = { code: string; retriesMade: number };

/** The payment's code; a failed call is turned into the code it counts as. */
export async function askAboutPayment(merchantTransactionId: string): Promise<string> {
  try {
    return (await validatePayment(merchantTransactionId)).code;
  } catch (error) {
    console.error('Could not validate the payment', error);
    return codeOfFailedCall(error);
  }
}

const stepOf = (validation: Validation | undefined) =>
  validation && validationStep(validation.code, validation.retriesMade);

/**
 * Asks the server about the payment until it is decided: every 5 s while it is pending, at most
 * 20 retries, then on to the success, failure or pending screen in place of this one.
 */
export function usePaymentValidation(merchantTransactionId: string): {
  code: string | null;
  asks: number;
} {
  const navigate = useNavigate();
  const { data } = useQuery({
    queryKey: ['payment-validation', merchantTransactionId],
    queryFn: async ({ client, queryKey }): Promise<Validation> => {
      const previous = client.getQueryData<Validation>(queryKey);
      const code = await askAboutPayment(merchantTransactionId);
      return { code, retriesMade: previous ? previous.retriesMade + 1 : 0 };
    },
    refetchInterval: ({ state }) =>
      stepOf(state.data) === 'retry' ? PAYMENT_POLLING.intervalMs : false,
    // The buyer may look at another tab meanwhile: the payment is still asked about.
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

  const step = stepOf(data);
  useEffect(() => {
    if (step && step !== 'retry') {
      navigate(`/payment/${step}/${encodeURIComponent(merchantTransactionId)}`, { replace: true });
    }
  }, [step, merchantTransactionId, navigate]);
  // What the screen shows while it waits: the last answer, and how many asks it took.
  return { code: data?.code ?? null, asks: data ? data.retriesMade + 1 : 0 };
}
