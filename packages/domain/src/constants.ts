/**
 * Business constants and limits, in one place for web and server (docs/api/screens.md#timings,
 * docs/decisions/021-the-shops-words-and-waits-are-fixed.md). Rupee figures are whole rupees, as
 * people state them; convert with rupeesToPaise to compute.
 */

import { PAYMENT_STATUS_CODES } from './payments/payment-codes';

/** Under 60000 Elite, 60000 to 119999 Pro, 120000 and above Master. */
export const PC_TIERS = [
  { name: 'Elite PC', fromRupees: 0 },
  { name: 'Pro PC', fromRupees: 60_000 },
  { name: 'Master PC', fromRupees: 120_000 },
] as const;

export const PRICING_RATES = {
  /** Sum of parts x 1.26. */
  partsMarkupMultiplier: 1.26,
  /** The profit figure sent with each cart item before payment. */
  profitPercent: 26,
  /** Included in every price: the taxable value is total / 1.18. */
  gstPercent: 18,
  /** Grand total is 1.02 x the total after coupon. */
  platformFeePercent: 2,
} as const;

export const BUDGET_SLIDER = {
  minRupees: 30_000,
  maxRupees: 300_000,
  stepRupees: 5_000,
  defaultRupees: 100_000,
} as const;

export const DEFAULT_USE_CASE = 'gaming';

export const CHECKOUT_SESSION_MS = 19_815_000;

export const PAYMENT_POLLING = {
  intervalMs: 5_000,
  maxRetries: 20,
  /** Status codes that mean "ask again", not failure. */
  retryCodes: [PAYMENT_STATUS_CODES.pending, PAYMENT_STATUS_CODES.serverError],
} as const;

export const UI_TIMINGS_MS = {
  postPaymentRedirect: 3_000,
  messageDisplay: 2_000,
  couponRefusalDisplay: 3_000,
  cabinetCycleDelay: 500,
  emailVerificationPoll: 5_000,
  emailVerificationPollSlow: 7_000,
  signUpModalDelay: 7_000,
  transition: 300,
  /**
   * How long the answer a data page was drawn from counts as current: the server read it for that
   * very request, so the screen does not ask again as the page starts; a visit a minute later asks.
   */
  dataPageAnswerFresh: 60_000,
} as const;

/** The earliest callback or consultation date is the date of now + 5.5 h (see dates.ts). */
export const MINIMUM_CALLBACK_OFFSET_MS = 19_800_000;

export const AUTH_TOKEN_MAX_AGE_SECONDS = 300;

export const LAYOUT = {
  collapseBreakpointPx: 992,
  /** The navbar turns solid once scrolled past this fraction of the window height. */
  navbarSolidAfterViewportFraction: 0.8,
  /** The collapsed menu closes on scrolling down more than 20 px once past 100 px. */
  menuCloseScrollDeltaPx: 20,
  menuCloseScrollStartPx: 100,
  reviewCardMaxWidthPx: 320,
  reviewScrollStepPx: 300,
} as const;

export const FIELD_LIMITS = {
  phoneDigits: 10,
  pincodeDigits: 6,
  otpLength: 4,
  gstinMaxLength: 15,
  descriptionMaxLength: 300,
  /** A first or last name; a full name (callback and event forms) may take two of them. */
  nameMaxLength: 50,
  fullNameMaxLength: 100,
  /** Far beyond any passphrase, and short enough that hashing it costs nothing extra. */
  passwordMaxLength: 128,
  /** Free text with no limit of its own (address lines, cities, titles, ids in a body), docs/decisions/037. */
  textMaxLength: 500,
} as const;

export const OTP_RESEND_COUNTDOWN_SECONDS = 30;

/** Saved delivery addresses one user may keep (MESSAGES.address.limitReached says the number). */
export const MAX_ADDRESSES_PER_USER = 20;

export const GAME = {
  durationSeconds: 180,
  successBonusSeconds: 20,
  successExtraSeconds: 0.5,
  pointsPerStreak: 100,
  secondsBetweenRounds: 5,
  basePriceMinRupees: 30_000,
  basePriceMaxRupees: 350_000,
  /** At the start and on Play Again; otherwise 10 minus the number of successes. */
  initialTolerancePercent: 10,
  budgetRoundingRupees: 1_000,
  sliderScaleFactor: 0.75,
} as const;

export const POLICY = {
  returnWindowDays: 7,
  cancellationWindowHours: 24,
  damageReportHours: 48,
  damageReportByTicketWorkingDays: 7,
  refundBusinessDays: { min: 5, max: 7 },
  shippingDays: { min: 2, max: 5 },
  shippingWorkingHoursFaq: { min: 24, max: 72 },
  deliveryHours: { min: 48, max: 72 },
  supportCallbackHours: { min: 24, max: 48 },
  deadOnArrivalDays: 7,
  /** From 3 years up to lifetime, depending on the part. */
  warrantyMinYears: 3,
  marketingEmailOptOutDays: 10,
} as const;
