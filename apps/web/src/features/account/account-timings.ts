import { UI_TIMINGS_MS } from '@shop/domain';

/** The waits on the account screens (docs/api/screens.md#timings). */
export const ACCOUNT_TIMINGS_MS = {
  /** Phone OTP: "OTP Verified", then the modal closes after 1 s. */
  otpVerifiedClose: 1_000,
  /** Add address: the success message, then back one page after 1 s. */
  addressAddedBack: 1_000,
  /** Edit profile: "User Updated Successfully!!" is read, then the profile shows the change. */
  profileUpdatedBack: UI_TIMINGS_MS.messageDisplay,
  /** Phone prompt: the thank-you is read, then the prompt closes. */
  phoneCapturedClose: UI_TIMINGS_MS.messageDisplay,
} as const;
