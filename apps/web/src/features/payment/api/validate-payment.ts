import { validatePaymentEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/** GET /api/payment/validate/{id}: the payment's status code; on success the order exists. */
export function validatePayment(merchantTransactionId: string) {
  return callApi(validatePaymentEndpoint, undefined, { params: { merchantTransactionId } });
}
