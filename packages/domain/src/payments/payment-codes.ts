/**
 * The codes a payment's status is told in: PhonePe's vocabulary whatever the provider, so the
 * server and the validation screen branch on one list (docs/api/payments.md#status-codes).
 */
export const PAYMENT_STATUS_CODES = {
  success: 'PAYMENT_SUCCESS',
  pending: 'PAYMENT_PENDING',
  error: 'PAYMENT_ERROR',
  declined: 'PAYMENT_DECLINED',
  timedOut: 'TIMED_OUT',
  notFound: 'TRANSACTION_NOT_FOUND',
  serverError: 'INTERNAL_SERVER_ERROR',
} as const;
