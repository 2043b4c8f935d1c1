import { PAYMENT_POLLING, PAYMENT_STATUS_CODES } from '@shop/domain';
import { hasErrorCode } from '../../lib/api-client';

export type ValidationStep = 'success' | 'retry' | 'pending' | 'fail';

const isRetryable = (code: string) =>
  (PAYMENT_POLLING.retryCodes as readonly string[]).includes(code);

/**
 * Payment validation (docs/api/payments.md#validation-screen): PAYMENT_SUCCESS goes to the success
 * route; PAYMENT_PENDING or INTERNAL_SERVER_ERROR asks again while fewer than 20 retries have been
 * made, and once they are used up the payment is told as pending, never as failed: the order
 * arrives by itself if it completes (docs/decisions/035-a-payment-told-as-it-stands.md). Any other
 * code is a failure.
 */
export function validationStep(code: string, retriesMade: number): ValidationStep {
  if (code === PAYMENT_STATUS_CODES.success) return 'success';
  if (!isRetryable(code)) return 'fail';
  return retriesMade < PAYMENT_POLLING.maxRetries ? 'retry' : 'pending';
}

/**
 * A call that got no answer, or the server's own failure, says nothing about the payment: it is
 * asked again like INTERNAL_SERVER_ERROR, so a paid order is not shown as failed by a blip.
 * Any other refusal (an id the shop never issued) is a failure.
 */
export function codeOfFailedCall(error: unknown): string {
  if (hasErrorCode(error, 'NETWORK_ERROR', 'SERVER_ERROR')) return PAYMENT_STATUS_CODES.serverError;
  return 'VALIDATION_REFUSED';
}
