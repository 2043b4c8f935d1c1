/**
 * Words of the auth screens that are not in the spec's message catalogue (MESSAGES in
 * @shop/domain): SPEC §4's registration answer, and the screens DECISIONS D5 added.
 */
export const AUTH_COPY = {
  /** SPEC §4 Registration success, as the server also answers it. */
  verifyEmail: 'Kindly verify Email...',
  passwordRule:
    'At least 8 characters, with an upper-case letter, a lower-case letter, a digit and a special character.',
  emailVerified: 'Your email is verified. Kindly log in.',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. Log in to get a new one.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  passwordChanged: 'Password changed. Kindly log in with your new password.',
} as const;
