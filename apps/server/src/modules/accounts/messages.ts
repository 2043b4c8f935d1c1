import { MESSAGES } from '@shop/domain';

/**
 * Answers of the accounts calls. The spec's own words come from MESSAGES; the rest answer
 * situations the spec's identity service handled out of sight (docs/api/accounts.md).
 */
export const ACCOUNT_MESSAGES = {
  registered: 'Kindly verify Email...',
  verificationSent: 'Verification link sent. Kindly check your inbox!',
  noPendingVerification: 'No pending email verification found.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Password updated. Kindly login with your new password.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  ...MESSAGES.auth,
} as const;

/** Machine-readable reasons beside the message, for the web to branch on (SPEC §8 login). */
export const LOGIN_CODES = {
  emailUnverified: 'EMAIL_UNVERIFIED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
} as const;
