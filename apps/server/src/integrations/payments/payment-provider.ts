/**
 * A payment provider of D8: the built-in sandbox or PhonePe PG v1 (INTEGRATIONS.md). Codes are
 * PhonePe's, whichever provider answers, so the shop and the web branch on one vocabulary.
 */

export type PaymentProviderName = 'sandbox' | 'phonepe';

export interface PayRequest {
  /** Letters, digits, _ and -, under 35 characters; unique per payment. */
  merchantTransactionId: string;
  /** Under 36 characters of the same alphabet; never an email or phone. */
  merchantUserId: string;
  amountPaise: number;
  /** Where the browser returns after paying: /payment/validate/{id}. */
  redirectUrl: string;
  /** Where the provider posts its server-to-server answer. */
  callbackUrl: string;
  mobileNumber?: string | undefined;
}

export type PayResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; code: string; message: string };

export interface StatusResult {
  code: string;
  /** What the provider says was paid, in paise; null when it did not say. */
  amountPaise: number | null;
  providerTransactionId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  pay(request: PayRequest): Promise<PayResult>;
  /** Never throws: an unreachable or garbled provider answers INTERNAL_SERVER_ERROR. */
  status(merchantTransactionId: string): Promise<StatusResult>;
  /**
   * The merchantTransactionId a server-to-server callback names, once its signature checks out;
   * null for a forged, garbled or unexpected callback. It is only a hint to check the status.
   */
  verifyCallback(body: unknown, signature: string | undefined): string | null;
}

export const STATUS_CODES = {
  success: 'PAYMENT_SUCCESS',
  pending: 'PAYMENT_PENDING',
  error: 'PAYMENT_ERROR',
  declined: 'PAYMENT_DECLINED',
  timedOut: 'TIMED_OUT',
  notFound: 'TRANSACTION_NOT_FOUND',
  serverError: 'INTERNAL_SERVER_ERROR',
} as const;

/**
 * What a status code means for the payment. PENDING and INTERNAL_SERVER_ERROR are "ask again";
 * so is any code that says nothing about the payment itself (BAD_REQUEST, AUTHORIZATION_FAILED:
 * the shop's own request or keys are wrong, and money may well have been paid).
 */
export function statusKind(code: string): 'success' | 'failed' | 'pending' {
  if (code === STATUS_CODES.success) return 'success';
  const failures: readonly string[] = [
    STATUS_CODES.error,
    STATUS_CODES.declined,
    STATUS_CODES.timedOut,
    STATUS_CODES.notFound,
  ];
  return failures.includes(code) ? 'failed' : 'pending';
}
