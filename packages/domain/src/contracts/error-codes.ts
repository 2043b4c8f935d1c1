/*
 * Kept apart from the error schemas (./errors.ts), which build zod schemas when loaded: the web's
 * API client reads codes at start-up (docs/decisions/120-zod-off-the-start-path.md).
 */

/**
 * Every error the API answers, by code, with the HTTP status it goes with. The web decides what to
 * do by `code`, never by the message's wording; the message is what a person reads.
 */
export const ERROR_STATUS = {
  /** A body, query or path that does not fit the endpoint's request schema. */
  BAD_REQUEST: 400,
  /** A request body sealed with the wrong key, or not sealed right. */
  UNREADABLE_ENVELOPE: 400,
  LOGIN_REQUIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  SERVER_ERROR: 500,

  // Accounts and sign-in.
  WRONG_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_IN_USE: 409,
  NO_PENDING_VERIFICATION: 401,
  RESET_LINK_INVALID: 400,
  INVALID_DATE_OF_BIRTH: 400,
  /** A code that is wrong, expired or out of tries. */
  OTP_REFUSED: 400,
  /** The SMS provider refused to send the code. */
  OTP_NOT_SENT: 502,
  GOOGLE_NOT_CONFIGURED: 404,

  // The configurator, builds and the cart.
  INCOMPLETE_PC: 400,
  BUILD_REFUSED: 400,
  /** A product the shop does not sell (an unknown add-on or pre-built). */
  UNKNOWN_ITEM: 400,
  /** A line of the user's cart that is not there. */
  ITEM_NOT_FOUND: 404,
  /** Staff: a catalogue item refused by its schema or the compatibility rules. */
  ITEM_REFUSED: 400,
  /** Staff: someone saved the item since it was read, or its id is taken. */
  ITEM_CHANGED: 409,
  /** Staff: an upload that is not an image, or has too many pixels. */
  PHOTO_REFUSED: 400,
  /** Staff: an upload over 20 MB. */
  PHOTO_TOO_LARGE: 413,
  BUILD_NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  ALREADY_IN_CART: 409,
  PREBUILT_NOT_FOUND: 404,

  // Reviews.
  /** The reviews provider did not answer, or answered an error. */
  REVIEWS_UNAVAILABLE: 502,

  // Checkout and payments.
  NO_DELIVERY_ADDRESS: 400,
  PHONE_UNVERIFIED: 403,
  PC_REQUIRED: 400,
  COUPON_BELOW_MINIMUM: 400,
  COUPON_NOT_FOUND: 404,
  COUPON_HELD: 409,
  PAYMENT_NOT_STARTED: 502,
  /** No payment of the signed-in user by that id (PhonePe's word for it). */
  TRANSACTION_NOT_FOUND: 404,
  PAYMENTS_OFF: 503,
  /** The user already keeps as many addresses as the shop stores for one person. */
  ADDRESS_LIMIT: 409,
  BAD_SIGNATURE: 401,

  // The staff console.
  /** The password step of a staff sign-in is missing or expired. */
  SIGN_IN_EXPIRED: 401,
  /** A second-factor code (TOTP or recovery) that is wrong, used, or out of tries. */
  CODE_REFUSED: 401,
  /** The order is no longer at the stage the mover saw. */
  STAGE_CHANGED: 409,
  MOVE_NOT_ALLOWED: 409,
  SHIPMENT_REQUIRED: 400,
  NOT_CANCELLABLE: 409,
  COUPON_CODE_TAKEN: 409,
  /** The change would leave the console without an admin (decision 084). */
  LAST_ADMIN: 409,
  /** An offer's last day that is already behind the shop's clock. */
  COUPON_LAST_DAY_PASSED: 400,
  // A customer's data rights.
  /** The account's email was not typed again exactly. */
  ERASURE_NOT_CONFIRMED: 400,
  /** Something must finish first (a payment being confirmed). */
  ERASURE_HELD: 409,
  /** Consent was given on words the shop no longer shows. */
  CONSENT_WORDING_CHANGED: 409,

  // Events.
  /** The email address or phone number is already registered for that event. */
  ALREADY_REGISTERED: 409,
  /** The event's day has ended in India (by the shop's clock): it takes no more registrations. */
  REGISTRATION_CLOSED: 409,
  /** Another event already has that address (slug). */
  EVENT_SLUG_TAKEN: 409,

  // PC Master Hunt.
  /** No game of the signed-in player by that id. */
  GAME_NOT_FOUND: 404,
  /** The game's time is up: no more builds. */
  GAME_OVER: 409,
  /** The 5 s between budgets: no build is judged until the next budget is out. */
  GAME_PAUSED: 409,
  /** A build for a budget that was already played (a build sent twice). */
  ROUND_ALREADY_PLAYED: 409,
  /** updateScore named a score no finished game of the player earned. */
  SCORE_NOT_EARNED: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
