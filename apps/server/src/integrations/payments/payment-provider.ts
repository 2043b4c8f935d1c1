import { PAYMENT_STATUS_CODES } from '@shop/domain';

/** PhonePe's status codes, the one list in @shop/domain that the web reads too. */
export const STATUS_CODES = PAYMENT_STATUS_CODES;

/**
 * A payment provider: the built-in sandbox or PhonePe PG v1 (docs/api/payments.md). Codes are
 * PhonePe's, whichever provider answers, so the shop and the web branch on one vocabulary.
 */

/** 'phonepe' is PG v1 (the name its payments are stored under); 'phonepe-v2' Standard Checkout v2. */
export type PaymentProviderName = 'sandbox' | 'phonepe' | 'phonepe-v2';

/**
 * A provider's server-to-server message, once checked: not verified (forged or garbled), or
 * verified and naming the payment or refund it is about (null: about nothing the shop follows).
 * The id is only a hint to ask the provider's status.
 */
export type CallbackVerdict = { verified: false } | { verified: true; id: string | null };

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

export interface RefundRequest {
  /** The refund's own id, the provider's key against a second refund: < 35 of [A-Za-z0-9_-]. */
  merchantRefundId: string;
  /** The payment refunded. */
  merchantTransactionId: string;
  /** The payment's merchantUserId. */
  merchantUserId: string;
  amountPaise: number;
  /** Where the provider posts its answer about the refund, if it does. */
  callbackUrl: string;
}

/**
 * What a provider says of a refund. From `refund`: PENDING or COMPLETED, it has the refund;
 * FAILED, it refused it for good (nothing will move); UNKNOWN, no telling (unreachable, an
 * error, a duplicate id): ask its status. From `refundStatus`, NOT_FOUND: it has no such refund.
 */
export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED' | 'NOT_FOUND' | 'UNKNOWN';

export interface RefundResult {
  state: RefundState;
  /** The provider's own word for it (a code or state), for the record. */
  code: string;
  /** The amount the provider says it refunds, in paise; null when it did not say. */
  amountPaise: number | null;
  providerRefundId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  pay(request: PayRequest): Promise<PayResult>;
  /** Never throws: an unreachable or garbled provider answers INTERNAL_SERVER_ERROR. */
  status(merchantTransactionId: string): Promise<StatusResult>;
  /**
   * Checks a server-to-server callback or webhook with its signature header (v1: X-VERIFY; v2:
   * Authorization) and reads the payment or refund id it names.
   */
  verifyCallback(body: unknown, signature: string | undefined): CallbackVerdict;
  /** Asks for a refund of a paid payment. Never throws (UNKNOWN instead). */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Where a refund stands. Never throws (UNKNOWN instead). */
  refundStatus(merchantRefundId: string): Promise<RefundResult>;
}

/** A refund answer that says nothing: the provider could not be asked or gave no answer. */
export function unknownRefund(code: string = STATUS_CODES.serverError): RefundResult {
  return { state: 'UNKNOWN', code, amountPaise: null, providerRefundId: null };
}

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
