/**
 * The shop's own words for what the API answers when a call cannot be done (beside the product's
 * messages in MESSAGES). The web shows them where a screen says so, and logs the rest.
 */
export const API_MESSAGES = {
  loginRequired: 'Kindly login to proceed!',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  serverError: 'Something went wrong. Please try again.',
  /** A request that does not fit its endpoint, where no schema says more. */
  badRequest: 'Please check what you entered and try again.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  /** Databases refuse the NUL character in text, so the shop refuses it first (decision 037). */
  nulCharacter: 'Please remove the invisible NUL character from what you entered.',
  /** Half of an emoji's pair of characters: no database stores it (decision 082). */
  brokenCharacter:
    'Please remove the broken character (half of an emoji or symbol) from what you entered.',
  lastAdmin: 'The console needs at least one admin. Make another staff member an admin first.',
  /** The phone's own limit across accounts (decision 088). */
  otpPhoneBusy:
    'This number was sent a verification code a moment ago. Kindly enter the latest code it received.',
  unreadableEnvelope: 'The request could not be read. Please refresh the page and try again.',
  itemNotFound: 'Item not found',
  orderNotFound: 'Order not found',
  ticketNotFound: 'Ticket not found',
  couponNotFound: 'Coupon not found',
  buildNotFound: 'Build not found',
  prebuiltNotFound: 'Pre-built not found',
  reviewsUnavailable: 'Reviews are not available right now',
  placeNotAllowed: "Only the shop's own place is served",
  buildHasNoSelection: 'The build has no selection of parts',
  buildNamesUnknownPart: 'The build names a part the shop does not know',
  couponHeld:
    'This coupon is held by a payment still in progress. Kindly try again in a few minutes.',
  /** The refusal of a buyer whose phone is not verified: the web opens Verify Phone Number. */
  phoneUnverified: 'PHONE_UNVERIFIED',
  paymentsOff: 'Online payment is not available right now. Kindly contact support.',
  paymentNotFound: 'Payment not found',
  badSignature: 'Invalid signature',
  addressNotFound: 'Address not found',
  networkError: 'The server could not be reached. Please check your connection.',
  unreadableAnswer: 'The server sent an answer that could not be read',
  gameNotFound: 'Game not found',
  gameBuildIncomplete: 'Choose every part of the PC before it is judged.',
  gameOver: "Time's up! This game is over.",
  gamePaused: 'A new budget is on its way. Kindly wait for it.',
  roundAlreadyPlayed: 'This budget has already been played.',
  scoreNotEarned: 'Only a score earned in a finished game can be saved.',
  scoreSaved: 'Score saved',
} as const;

/** The shop's own words on a screen whose data could not be loaded, with a way to ask again. */
export const LOAD_FAILURE_MESSAGES = {
  addOns: 'We could not load the add-ons. Please try again later.',
  cart: 'We could not load your cart.',
  checkout: 'We could not start the checkout.',
  prebuilts: 'We could not find pre-builts right now. Please try again.',
  gameStart: 'The game could not start. Please try again.',
  gameBuild: 'The build could not be sent. Please choose the cabinet again.',
  leaderboard: 'The leaderboard could not be loaded.',
  tryAgain: 'Try again',
} as const;
