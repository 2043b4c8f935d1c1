import { UI_TIMINGS_MS } from '@shop/domain';

/**
 * The waits on the auth screens (docs/api/screens.md#timings), each named for the step it belongs
 * to.
 */
export const AUTH_TIMINGS_MS = {
  /** Registration: "Kindly verify Email..." then /unauthorized after 2 s. */
  registeredToPending: 2_000,
  /** Registration: "Email already in use. Try Sign In!" then /login after 3 s. */
  emailInUseToLogin: 3_000,
  /** Login refused for an unverified email: the message, then /unauthorized. */
  unverifiedToPending: UI_TIMINGS_MS.messageDisplay,
  /** Login success: the message is read before the screen moves on (redirects take 1 to 3 s). */
  loggedInToNext: 1_000,
  /** Reset link sent, or password changed: /login after 2 s. */
  resetToLogin: 2_000,
  /** The pending screen asks every 5 s, and every 7 s after "I have verified, retry". */
  verificationPoll: UI_TIMINGS_MS.emailVerificationPoll,
  verificationPollAfterRetry: UI_TIMINGS_MS.emailVerificationPollSlow,
} as const;
