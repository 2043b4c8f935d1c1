import { z } from 'zod';
import { OTP_MESSAGES, PROFILE_MESSAGES } from '../accounts/account-messages';
import { cartItemSchema } from '../cart/cart-schemas';
import { FIELD_LIMITS } from '../constants';
import { isYmdDate } from '../dates';
import { MESSAGES } from '../validation/messages';
import {
  firstNameSchema,
  gstinSchema,
  lastNameSchema,
  otpSchema,
  phoneSchema,
} from '../validation/schemas';
import { addressRecordSchema } from './addresses';
import { couponRecordSchema } from './coupons';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';
import { orderRecordSchema } from './orders';
import { sessionUserIdSchema } from './shared';
import { ticketSchema } from './tickets';

/** The user info (docs/api/profile.md#user-info); every optional field is null when not set. */
export const userInfoSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().nullable().describe('YYYY-MM-DD'),
  gender: z.string().nullable(),
  number: z.string().nullable(),
  email: z.string(),
  gst: z.string().nullable(),
  verified: z.number().describe('1 once the phone is verified by OTP, else 0'),
  contactClicked: z.string().nullable(),
  legalViewed: z.string().nullable(),
  checkoutClicked: z.string().nullable(),
  paymentAttempted: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** The signed-in user's whole record: profile, cart, orders, tickets, addresses, coupons. */
export const userDetailsSchema = z.object({
  userInfo: z.array(userInfoSchema).describe('The user, as the only entry'),
  cartInfo: z.array(cartItemSchema),
  orderInfo: z.array(orderRecordSchema),
  userTickets: z.array(ticketSchema),
  addresses: z.array(addressRecordSchema),
  coupons: z.array(couponRecordSchema),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const fetchAllUserDetailsEndpoint = endpoint({
  method: 'POST',
  path: '/api/fetchAllUserDetails',
  tag: 'profile',
  summary: "The signed-in user's record: profile, cart, orders, tickets, addresses, coupons",
  body: z.object({ id: sessionUserIdSchema }).optional(),
  response: userDetailsSchema,
  errors: ['LOGIN_REQUIRED'],
});

export const GENDERS = ['Male', 'Female'] as const;

/** '' and null both mean "not set", as the edit form sends them; text is trimmed. */
function notSetWhenBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value,
    schema.optional(),
  );
}

/**
 * The profile's fields, in screen order (docs/api/profile.md#update-user): what /updateuser
 * takes. `verified` and `email` are never read. The GST number's GSTIN check is the server's, as it
 * depends on what is stored (see updateUserBodySchema).
 */
export const profileFieldsSchema = z.object({
  userId: sessionUserIdSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  number: notSetWhenBlank(phoneSchema),
  dob: notSetWhenBlank(
    z
      .string({ error: PROFILE_MESSAGES.invalidDob })
      .refine(isYmdDate, PROFILE_MESSAGES.invalidDob)
      .describe('YYYY-MM-DD, not after today in India'),
  ),
  gender: notSetWhenBlank(z.enum(GENDERS, { error: PROFILE_MESSAGES.invalidGender })),
  gst: notSetWhenBlank(
    z
      .string({ error: MESSAGES.validation.invalidGstin })
      .transform((gst) => gst.toUpperCase())
      .pipe(z.string().max(FIELD_LIMITS.gstinMaxLength, MESSAGES.validation.invalidGstin)),
  ),
});

/**
 * The profile edit form's check: the GST number is checked as a real GSTIN only when a phone is
 * given. The server checks it only when it changes, so a GST number saved before the rule does not
 * block another field's save, such as the phone prompt's (docs/api/profile.md#update-user).
 */
export const updateUserBodySchema = profileFieldsSchema.refine(
  (body) => !body.number || !body.gst || gstinSchema.safeParse(body.gst).success,
  {
    path: ['gst'],
    error: MESSAGES.validation.invalidGstin,
  },
);

/**
 * Whether a profile save may keep this GST number: a new one must be a real GSTIN, whether or not
 * the save carries a phone number (decision 089).
 */
export function gstAcceptable(
  body: { number?: string | undefined; gst?: string | undefined },
  storedGst: string | null,
): boolean {
  return !body.gst || body.gst === storedGst || gstinSchema.safeParse(body.gst).success;
}

export const updateUserEndpoint = endpoint({
  method: 'POST',
  path: '/api/updateuser',
  tag: 'profile',
  summary: 'Saves the profile; a changed phone number is no longer verified',
  description:
    'Any `verified` or `email` in the body is ignored: the phone is verified only by OTP and the ' +
    'email is the sign-in identity.',
  body: profileFieldsSchema,
  response: z.object({ message: z.string(), userInfo: z.array(userInfoSchema) }),
  errors: ['LOGIN_REQUIRED', 'INVALID_DATE_OF_BIRTH'],
});

/**
 * The phone-verification calls answer `type` beside the message, 'success' or 'error', as the
 * web has always read them (docs/api/profile.md#phone-otp).
 */
const otpRefusalSchema = errorBodySchema.extend({ type: z.literal('error') });
const otpRefusals = {
  RATE_LIMITED: otpRefusalSchema,
  SERVER_ERROR: otpRefusalSchema,
} as const;

const sendOtpContract = {
  method: 'POST',
  tag: 'profile',
  summary: 'Texts a 4-digit code to the phone, valid for 10 minutes',
  description: `At most one code per 30 s ("${OTP_MESSAGES.resendTooSoon}"), 5 an hour per user and per phone.`,
  body: z.object({ phoneNumber: phoneSchema }),
  response: z.object({ type: z.literal('success'), message: z.string() }),
  errors: ['LOGIN_REQUIRED', 'RATE_LIMITED', 'OTP_NOT_SENT'],
  errorBodies: { ...otpRefusals, OTP_NOT_SENT: otpRefusalSchema },
} as const;

export const sendOtpEndpoint = endpoint({ ...sendOtpContract, path: '/api/sendotp' });

export const resendOtpEndpoint = endpoint({ ...sendOtpContract, path: '/api/resendotp' });

export const verifyOtpEndpoint = endpoint({
  method: 'POST',
  path: '/api/verifyotp',
  tag: 'profile',
  summary: 'Checks the code; verifies the phone it was sent to',
  description:
    'The first verified phone of an account also gets the welcome coupons. A wrong, expired or ' +
    'exhausted code is OTP_REFUSED.',
  body: z.object({ phoneNumber: phoneSchema, otp: otpSchema }),
  response: z.object({
    type: z.literal('success'),
    message: z.string(),
    userInfo: z.array(userInfoSchema),
  }),
  errors: ['LOGIN_REQUIRED', 'OTP_REFUSED', 'RATE_LIMITED'],
  errorBodies: { ...otpRefusals, OTP_REFUSED: otpRefusalSchema },
});
