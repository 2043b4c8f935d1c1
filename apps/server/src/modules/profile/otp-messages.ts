import { MESSAGES } from '@shop/domain';

/**
 * The phone-verification answers: the spec's (MESSAGES.otp) and the ones for limits the spec's
 * SMS provider enforced out of sight (docs/api/accounts.md).
 */
export const OTP_MESSAGES = {
  ...MESSAGES.otp,
  sent: 'OTP sent',
  resendTooSoon: 'Please wait 30 seconds before asking for another OTP.',
  expired: 'OTP expired! Kindly resend the OTP.',
  triesExhausted: 'Too many wrong attempts! Kindly resend the OTP.',
  tooManyRequests: 'Too many attempts. Please try again later.',
} as const;
