import { PAYMENT_STATUS_CODES } from './payment-codes';

type PaymentStatusCode = (typeof PAYMENT_STATUS_CODES)[keyof typeof PAYMENT_STATUS_CODES];

/**
 * What each status code means, in words staff read without a PhonePe manual. Every provider
 * answers in PhonePe's codes (the sandbox stands in for PhonePe), so the words name PhonePe.
 * Each reads after "Still …" and after "Not paid: …" alike.
 */
const CODE_WORDS: Record<PaymentStatusCode, (provider: string) => string> = {
  [PAYMENT_STATUS_CODES.success]: (provider) => `paid at ${provider}`,
  [PAYMENT_STATUS_CODES.pending]: (provider) => `pending at ${provider}`,
  [PAYMENT_STATUS_CODES.error]: (provider) => `failed at ${provider}`,
  [PAYMENT_STATUS_CODES.declined]: (provider) => `declined at ${provider}`,
  [PAYMENT_STATUS_CODES.timedOut]: (provider) => `timed out at ${provider}`,
  [PAYMENT_STATUS_CODES.notFound]: (provider) => `unknown to ${provider}`,
  [PAYMENT_STATUS_CODES.serverError]: (provider) => `unanswered by ${provider}`,
};

/**
 * The provider as staff know it (docs/decisions/103-settling-held-payments.md): messages name
 * the provider the shop actually runs, never PhonePe while the sandbox answers.
 */
export function paymentProviderLabel(name: string): string {
  if (name === 'phonepe' || name === 'phonepe-v2') return 'PhonePe';
  if (name === 'sandbox') return 'the sandbox';
  return name;
}

function isKnownCode(code: string): code is PaymentStatusCode {
  return Object.hasOwn(CODE_WORDS, code);
}

/** A payment status code in words: "PAYMENT_PENDING" is "pending at PhonePe". */
export function paymentCodeInWords(code: string, provider = 'PhonePe'): string {
  return isKnownCode(code) ? CODE_WORDS[code](provider) : `answered "${code}" by ${provider}`;
}

/** Why a payment is held for review, when the reconciler gives up waiting for PhonePe. */
export function stillPendingReason(code: string, minutes: number, provider = 'PhonePe'): string {
  return `Still ${paymentCodeInWords(code, provider)} after ${minutes} minutes`;
}

/**
 * A stored review reason with any status code in it put into words: reasons written before they
 * were stored in words read "Still PAYMENT_PENDING after 20 minutes", and a re-check keeps them.
 */
export function reviewReasonInWords(reason: string, provider = 'PhonePe'): string {
  const words = reason.replace(/\b[A-Z][A-Z_]+[A-Z]\b/g, (word) =>
    isKnownCode(word) ? CODE_WORDS[word](provider) : word,
  );
  // Reasons stored before the provider was named in them said PhonePe whatever answered.
  return provider === 'PhonePe' ? words : words.replaceAll('PhonePe', provider);
}

/** What staff are told after asking PhonePe again about a held payment. */
export function recheckInWords(
  answer: {
    status: 'PENDING' | 'SUCCESS' | 'FAILED';
    held: boolean;
    code: string;
  },
  provider = 'PhonePe',
): string {
  if (answer.status === 'SUCCESS') return 'Paid: order placed.';
  const words = paymentCodeInWords(answer.code, provider);
  if (answer.held) {
    // Paid, but not what was asked: the Why column says by how much.
    if (answer.code === PAYMENT_STATUS_CODES.success)
      return `Paid at ${provider}, yet held for review.`;
    return `Still ${words}: held for review.`;
  }
  if (answer.status === 'PENDING') return `Still ${words}: the shop keeps asking.`;
  return `Not paid: ${words}. No longer held.`;
}
