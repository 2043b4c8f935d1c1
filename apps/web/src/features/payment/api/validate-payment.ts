import { apiGet } from '../../../lib/api-client';

/** PAYMENT_SUCCESS, PAYMENT_PENDING, INTERNAL_SERVER_ERROR or a failure code. */
export type ValidationAnswer = { code: string };

/** GET /api/payment/validate/{id}: the payment's state; on success the order already exists. */
export function validatePayment(merchantTransactionId: string): Promise<ValidationAnswer> {
  return apiGet<ValidationAnswer>(
    `/api/payment/validate/${encodeURIComponent(merchantTransactionId)}`,
  );
}
