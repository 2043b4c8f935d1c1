import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * PhonePe PG v1's X-VERIFY (docs/api/payments.md#phonepe): sha256 hex of the signed text followed
 * by the salt key, then "###" and the salt index. The signed text differs per call; the formula
 * does not.
 */
export interface PhonePeSalt {
  saltKey: string;
  saltIndex: string;
}

export const PAY_PATH = '/pg/v1/pay';

export function xVerify(signedText: string, { saltKey, saltIndex }: PhonePeSalt): string {
  return `${createHash('sha256')
    .update(signedText + saltKey)
    .digest('hex')}###${saltIndex}`;
}

/** Pay: the base64 payload followed by "/pg/v1/pay". */
export function payChecksum(base64Payload: string, salt: PhonePeSalt): string {
  return xVerify(base64Payload + PAY_PATH, salt);
}

export const REFUND_PATH = '/pg/v1/refund';

/** Refund: the base64 payload followed by "/pg/v1/refund". */
export function refundChecksum(base64Payload: string, salt: PhonePeSalt): string {
  return xVerify(base64Payload + REFUND_PATH, salt);
}

export function statusPath(merchantId: string, merchantTransactionId: string): string {
  return `/pg/v1/status/${merchantId}/${merchantTransactionId}`;
}

/** Status: the path "/pg/v1/status/{merchantId}/{merchantTransactionId}". */
export function statusChecksum(
  merchantId: string,
  merchantTransactionId: string,
  salt: PhonePeSalt,
): string {
  return xVerify(statusPath(merchantId, merchantTransactionId), salt);
}

/** The server-to-server callback: the base64 response alone. */
export function callbackChecksum(base64Response: string, salt: PhonePeSalt): string {
  return xVerify(base64Response, salt);
}

/** Compares in constant time, so a forger learns nothing from how long a refusal took. */
export function checksumMatches(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
