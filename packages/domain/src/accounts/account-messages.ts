/**
 * The words of sign-up, sign-in, email verification and password reset beside the product's
 * MESSAGES.auth (docs/api/accounts.md): what the accounts calls answer and what their screens show.
 */
export const ACCOUNT_MESSAGES = {
  /** Registration's answer, shown on the sign-up screen. */
  registered: 'Kindly verify Email...',
  verificationSent: 'Verification link sent. Kindly check your inbox!',
  noPendingVerification: 'No pending email verification found.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordReset: 'Password updated. Kindly login with your new password.',
  passwordRule:
    'At least 8 characters, with an upper-case letter, a lower-case letter, a digit and a special character.',
  emailVerified: 'Your email is verified. Kindly log in.',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. Log in to get a new one.',
  /** The reset screen's success when the answer carries no message. */
  passwordChanged: 'Password changed. Kindly log in with your new password.',
  /** The pending screen's resend, when the answer carries no message. */
  verificationEmailSent: 'Verification email sent.',
  verificationEmailFailed: 'Could not send the email. Please try again.',
} as const;

/**
 * The phone-verification answers beside the product's MESSAGES.otp: the shop's own limits on codes
 * (docs/api/profile.md#phone-otp).
 */
export const OTP_MESSAGES = {
  sent: 'OTP sent',
  resendTooSoon: 'Please wait 30 seconds before asking for another OTP.',
  expired: 'OTP expired! Kindly resend the OTP.',
  triesExhausted: 'Too many wrong attempts! Kindly resend the OTP.',
} as const;

/** The profile edit's refusals beside the shared field messages (docs/api/profile.md#update-user). */
export const PROFILE_MESSAGES = {
  invalidDob: 'Please enter a valid date of birth!',
  invalidGender: 'Please select Male or Female!',
} as const;
