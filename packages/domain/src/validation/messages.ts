import { formatIndianNumber } from '../money';

/**
 * Every user-facing message, word for word: the spellings ("seperately", "Sucessfully") and
 * punctuation are requirements, so do not correct them here
 * (docs/decisions/021-the-shops-words-and-waits-are-fixed.md).
 */

export const COUPON_MINIMUM_TEMPLATE =
  'This coupon is valid only on PC(s) purchases of ₹{min} or more. Increase your PC(s) value to apply the discount!';

export const COMPLETE_SECTION_FIRST_TEMPLATE = 'Please complete {section} section first!';

/** minRupees 50000 gives "...purchases of ₹50,000 or more...". */
export function couponMinimumMessage(minRupees: number): string {
  return COUPON_MINIMUM_TEMPLATE.replace('{min}', formatIndianNumber(minRupees));
}

/** The configurator's accordion guard, e.g. "Please complete Processor section first!". */
export function completeSectionFirstMessage(section: string): string {
  return COMPLETE_SECTION_FIRST_TEMPLATE.replace('{section}', section);
}

export const MESSAGES = {
  validation: {
    invalidName: 'Please enter a valid name!',
    invalidFirstName: 'Please enter a valid first name!',
    invalidLastName: 'Please enter a valid last name!',
    invalidPhone: 'Please enter a valid 10 digit phone number!',
    invalidEmail: 'Please enter a valid email address!',
    invalidPassword: 'Please enter a valid password!',
    passwordsDoNotMatch: 'Passwords do not match! Try again!',
    invalidGstin: 'Please enter a valid GST number!',
    blankOtp: 'OTP cannot be blank!',
    invalidFutureDate: 'Please select a valid future date!',
    detailsRequired: 'Please enter some additional details!',
    detailsTooLong: 'Please keep the details under 300 characters!',
    descriptionRequired: 'Please enter a brief description!',
    descriptionTooLong: 'Please keep the description under 300 characters!',
    issueRequired: 'Please describe the issue!',
    allDetailsMandatory: 'All details are mandatory!',
    invalidPincode: 'Please enter valid 6 digit pincode!',
    nameTooLong: 'Please keep the name under 100 characters!',
    firstNameTooLong: 'Please keep the first name under 50 characters!',
    lastNameTooLong: 'Please keep the last name under 50 characters!',
    passwordTooLong: 'Please keep the password under 128 characters!',
  },
  auth: {
    wrongCredentials: 'Incorrect email or password. Please try again.',
    tooManyRequests: 'Email verification pending. Kindly verify and login.',
    unexpectedLoginError: 'An unexpected error occurred. Please try again.',
    emailNotVerified: 'Email verification pending. Please check your inbox.',
    googleLoginFailed: 'Google login failed. Please try again.',
    loggedIn: 'Logged In Successfully!',
    emailInUse: 'Email already in use. Try Sign In!',
    signUpFailed: 'An error occurred during Sign Up! Try Again!',
    resetLinkSent: 'Reset link sent if registered. Kindly check your inbox!',
  },
  otp: {
    wrong: 'Wrong OTP!!',
    serverError: 'Server Error! Try Later!',
    notSent: 'Server Error! Not able to send OTP!',
    verified: 'OTP Verified',
  },
  profile: {
    updated: 'User Updated Successfully!!',
    phoneCaptured: 'Thank you! We’ll keep you posted with exclusive offers!!',
  },
  /** Our own words for a customer's data rights (docs/api/data-rights.md). */
  dataRights: {
    exported: 'Your data has been downloaded.',
    exportFailed: 'Your data could not be downloaded. Please try again.',
    confirmErasure: 'Type your account’s email address exactly to confirm.',
    paymentPending:
      'A payment of yours is still being confirmed. Kindly try again once it has completed.',
    erased: 'Your account has been erased. Thank you for shopping with RigForge.',
    erasureFailed: 'Your account could not be erased. Please try again or contact support.',
    consentGiven: 'Thank you! We’ll keep you posted with exclusive offers!!',
    consentWithdrawn: 'Done. We will not send you offers any more.',
    consentWordingChanged: 'The wording of our offers consent has changed. Kindly read it again.',
  },
  leads: {
    callbackSubmitted: 'Your callback request has been submitted successfully!',
    applicationSubmitted: 'Your application has been submitted successfully!',
    consultationSubmitted: 'Your video consultation request has been submitted successfully!',
  },
  events: {
    registered: 'Registered Sucessfully',
    registrationFailed: 'An error occurred during Registration! Try Again!',
    /** Our own words: one registration per event for an email address or a phone number. */
    alreadyRegistered: 'You have already registered for this event!',
    /** Our own words: the event's day has ended in India, so it takes no more registrations. */
    registrationClosed: 'Registration for this event has closed.',
    /** Our own words: every place of the event's capacity is taken. */
    eventFull: 'Every place at this event is taken.',
  },
  address: {
    added: 'Address Added Successfully!!',
    limitReached: 'You can save up to 20 addresses. Kindly delete one to add another.',
  },
  cart: {
    added: 'Item added to cart!',
    alreadyInCart: 'Item already in cart!',
    loginToAdd: 'Please login to add to cart!',
    incompletePc: 'Please complete the PC before adding to cart!',
    selectUseCase: 'Please Select Use Case',
    outOfStock: 'Item Out of Stock!',
    loginToProceed: 'Kindly login to proceed!',
    addOnsNeedPc:
      'Add-Ons cannot be purchased seperately! Kindly add a PC and proceed to checkout!',
  },
  checkout: {
    selectDeliveryAddress: 'Please Select Delivery Address!',
  },
  /** The shop's own words for a payment the provider has not decided yet (decision 035). */
  payment: {
    pendingTitle: 'We are confirming your payment',
    pendingLine: 'Your payment is still being confirmed. Please do not pay again.',
    pendingNext:
      'Your order will appear in My Orders by itself once the payment completes, and we will email you.',
  },
  configurator: {
    completePrecedingSections: 'Please complete preceding sections first!',
  },
  reviews: {
    /** Logged only; the section is hidden. */
    unavailable: 'Not able to get reviews',
  },
  tickets: {
    raised: 'Issue Raised! Redirecting to support section...',
    edited: 'Ticket Edited!',
  },
  staff: {
    signInCodeRefused: 'That code is not right. Please try again.',
    signInExpired: 'Your sign-in has expired. Please sign in again.',
    tooManySignIns:
      'Too many sign-in attempts from this device. Please wait 15 minutes and try again.',
    stageChanged: 'This order was moved by someone else. Here it is as it is now.',
    moveNotAllowed: 'That move is not allowed for this order.',
    shipmentRequired: 'Shipped needs the courier, the AWB number and the tracking link.',
    testResultsOnlyAtStressTest: 'Test results can be recorded only at the Stress Test.',
    couponCodeTaken: 'A coupon with this code already exists.',
    eventSlugTaken: 'Another event already has that address.',
    couponLastDayPassed:
      'That last day has already passed. Choose today or a later day, or leave it empty for no end.',
    replySent: 'Reply sent!',
  },
  orders: {
    cancelled: 'Order cancelled. Your refund is on its way.',
    notCancellable:
      'This order can no longer be cancelled. Kindly raise a ticket from Help & Support.',
    cancelConfirm: 'Cancel this order?',
  },
  game: {
    outOfBudget: 'PC not within budget! Try Again!',
    newBudgetCountdown: 'New budget will be allotted in...',
    /** Our own words for a pass, followed by the points it scored ("+100"). */
    withinBudget: 'PC within budget! Well built!',
  },
} as const;
