import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { GSTIN_PATTERN, isValidGstin } from '../india/gstin';
import { INDIAN_STATE_NAMES } from '../india/states';
import { MESSAGES } from './messages';
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  OTP_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  PINCODE_PATTERN,
} from './patterns';

/**
 * Each schema answers every failure (missing, wrong type, empty, wrong shape) with the one message
 * the shop gives for that field, so web and server show the same words.
 */
const EMAIL_MAX_LENGTH = 254;

const { validation } = MESSAGES;

function patternedString(pattern: RegExp, message: string) {
  return z.string({ error: message }).regex(pattern, { error: message });
}

function personName(message: string, maxLength: number, tooLongMessage: string) {
  return z
    .string({ error: message })
    .trim()
    .max(maxLength, { error: tooLongMessage, abort: true })
    .regex(NAME_PATTERN, { error: message });
}

export const nameSchema = personName(
  validation.invalidName,
  FIELD_LIMITS.fullNameMaxLength,
  validation.nameTooLong,
);
export const firstNameSchema = personName(
  validation.invalidFirstName,
  FIELD_LIMITS.nameMaxLength,
  validation.firstNameTooLong,
);
export const lastNameSchema = personName(
  validation.invalidLastName,
  FIELD_LIMITS.nameMaxLength,
  validation.lastNameTooLong,
);

export const phoneSchema = patternedString(PHONE_PATTERN, validation.invalidPhone);

export const emailSchema = z
  .string({ error: validation.invalidEmail })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: validation.invalidEmail })
  .regex(EMAIL_PATTERN, { error: validation.invalidEmail });

export const pincodeSchema = patternedString(PINCODE_PATTERN, validation.invalidPincode);

/** The length is checked first: a megabyte is refused before any pattern runs over it. */
export const passwordSchema = z
  .string({ error: validation.invalidPassword })
  .max(FIELD_LIMITS.passwordMaxLength, { error: validation.passwordTooLong, abort: true })
  .regex(PASSWORD_PATTERN, { error: validation.invalidPassword });

export const otpSchema = patternedString(OTP_PATTERN, validation.blankOtp);

export const gstinSchema = z
  .string({ error: validation.invalidGstin })
  .max(FIELD_LIMITS.gstinMaxLength, { error: validation.invalidGstin, abort: true })
  .regex(GSTIN_PATTERN, { error: validation.invalidGstin, abort: true })
  .refine(isValidGstin, { error: validation.invalidGstin });

/** Free text that must not be blank and must fit in 300 characters (messages, tickets, bios). */
export function descriptionSchema(requiredMessage: string, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(FIELD_LIMITS.descriptionMaxLength, { error: tooLongMessage });
}

export const indianStateSchema = z.enum(INDIAN_STATE_NAMES, {
  error: validation.allDetailsMandatory,
});
