import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { FIELD_LIMITS } from '@shop/domain';

export const OTP_POLICY = {
  lifetimeMs: 10 * 60_000,
  maxAttempts: 5,
} as const;

/** A code of 4 digits (FIELD_LIMITS.otpLength), from a cryptographic source. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** FIELD_LIMITS.otpLength)).padStart(FIELD_LIMITS.otpLength, '0');
}

/**
 * Stored as a hash bound to its row and phone, so the table holds no usable code. Four digits
 * can always be guessed offline; what protects them is the 5-try limit, the 10-minute life and
 * single use.
 */
export function hashOtp(id: string, phone: string, code: string): string {
  return createHash('sha256').update(`${id}:${phone}:${code}`).digest('hex');
}

export function otpMatches(hash: string, id: string, phone: string, code: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(hashOtp(id, phone, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
