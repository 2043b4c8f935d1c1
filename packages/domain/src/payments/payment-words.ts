import { PAYMENT_STATUS_CODES } from './payment-codes';

type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[keyof typeof PAYMENT_STATUS_CODES];

/**
 * What each status code means, in words staff read without a PhonePe manual. Every provider
 * answers in PhonePe's codes (the sandbox stands in for PhonePe), so the words name PhonePe.
 * Each reads after "Still …" and after "Not paid: …" alike.
 */
const CODE_WORDS: Record<PaymentStatusCode, string> = {
  [PAYMENT_STATUS_CODES.success]: 'paid at PhonePe',
  [PAYMENT_STATUS_CODES.pending]: 'pending at PhonePe',
  [PAYMENT_STATUS_CODES.error]: 'failed at PhonePe',
  [PAYMENT_STATUS_CODES.declined]: 'declined at PhonePe',
  [PAYMENT_STATUS_CODES.timedOut]: 'timed out at PhonePe',
  [PAYMENT_STATUS_CODES.notFound]: 'unknown to PhonePe',
  [PAYMENT_STATUS_CODES.serverError]: 'unanswered by PhonePe',
};

function isKnownCode(code: string): code is PaymentStatusCode {
  return Object.hasOwn(CODE_WORDS, code);
}

/** A payment status code in words: "PAYMENT_PENDING" is "pending at PhonePe". */
export function paymentCodeInWords(code: string): string {
  return isKnownCode(code) ? CODE_WORDS[code] : `answered "${code}" by PhonePe`;
}

/** Why a payment is held for review, when the reconciler gives up waiting for PhonePe. */
export function stillPendingReason(code: string, minutes: number): string {
  const hours = minutes / 60;
  const span = minutes >= 60 && Number.isInteger(hours) ? `${hours} hours` : `${minutes} minutes`;
  return `Still ${paymentCodeInWords(code)} after ${span}`;
}

/**
 * A stored review reason with any status code in it put into words: reasons written before they
 * were stored in words read "Still PAYMENT_PENDING after 20 minutes", and a re-check keeps them.
 */
export function reviewReasonInWords(reason: string): string {
  return reason.replace(/\b[A-Z][A-Z_]+[A-Z]\b/g, (word) =>
    isKnownCode(word) ? CODE_WORDS[word] : word,
  );
}

/** What staff are told after asking PhonePe again about a held payment. */
export function recheckInWords(answer: {
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  held: boolean;
  code: string;
}): string {
  if (answer.status === 'SUCCESS') return 'Paid: order placed.';
  const words = paymentCodeInWords(answer.code);
  if (answer.held) {
    // Paid, but not what was asked: the Why column says by how much.
    if (answer.code === PAYMENT_STATUS_CODES.success)
      return 'Paid at PhonePe, yet held for review.';
    return `Still ${words}: held for review.`;
  }
  if (answer.status === 'PENDING') return `Still ${words}: the shop keeps asking.`;
  return `Not paid: ${words}. No longer held.`;
}
