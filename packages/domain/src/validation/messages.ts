import { formatIndianNumber } from '../money';

/**
 * Every user-facing message of SPEC §5 and §8, word for word: the spec's spellings ("seperately",
 * "Sucessfully") and punctuation are requirements, so do not correct them here.
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
  leads: {
    callbackSubmitted: 'Your callback request has been submitted successfully!',
    applicationSubmitted: 'Your application has been submitted successfully!',
    consultationSubmitted: 'Your video consultation request has been submitted successfully!',
  },
  events: {
    registered: 'Registered Sucessfully',
    registrationFailed: 'An error occurred during Registration! Try Again!',
  },
  address: {
    added: 'Address Added Successfully!!',
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
  configurator: {
    completePrecedingSections: 'Please complete preceding sections first!',
  },
  reviews: {
    /** Logged only; the section is hidden. */
    unavailable: 'Not able to get reviews',
  },
  game: {
    outOfBudget: 'PC not within budget! Try Again!',
    newBudgetCountdown: 'New budget will be allotted in...',
  },
} as const;
