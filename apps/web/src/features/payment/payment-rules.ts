import { PAYMENT_POLLING } from '@shop/domain';
import { ApiError } from '../../lib/api-client';

export const PAYMENT_SUCCESS = 'PAYMENT_SUCCESS';

export type ValidationStep = 'success' | 'retry' | 'fail';

/**
 * SPEC §8 payment validation: PAYMENT_SUCCESS goes to the success route; PAYMENT_PENDING or
 * INTERNAL_SERVER_ERROR asks again while fewer than 20 retries have been made; anything else,
 * or retries exhausted, is a failure.
 */
export function validationStep(code: string, retriesMade: number): ValidationStep {
  if (code === PAYMENT_SUCCESS) return 'success';
  const retryable = (PAYMENT_POLLING.retryCodes as readonly string[]).includes(code);
  return retryable && retriesMade < PAYMENT_POLLING.maxRetries ? 'retry' : 'fail';
}

/**
 * A call that got no answer, or the server's own failure, says nothing about the payment: it is
 * asked again like INTERNAL_SERVER_ERROR, so a paid order is not shown as failed by a blip.
 * Any other refusal (say, another buyer's transaction) is a failure.
 */
export function codeOfFailedCall(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
    return 'INTERNAL_SERVER_ERROR';
  }
  return 'VALIDATION_REFUSED';
}
