import { FIELD_LIMITS } from '../constants';

export { PINCODE_PATTERN } from '../india/pincode';

/**
 * Letters and spaces, at least one letter, no space at either end. Letters of any script, with
 * their combining marks: Devanagari or Tamil vowel signs are marks, not letters.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}]+(?: +[\p{L}\p{M}]+)*$/u;

export const PHONE_PATTERN = /^[0-9]{10}$/;

/**
 * The HTML living standard's email pattern, with at least one dot in the domain: a shop needs an
 * address mail can reach, not one valid only inside a local network.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const ALPHANUMERIC_PATTERN = /^[a-zA-Z0-9]+$/;

/** At least 8 characters with an upper-case letter, a lower-case letter, a digit and a symbol. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^a-zA-Z0-9\s]).{8,}$/;

export const OTP_PATTERN = /^\S{4}$/;

/**
 * What a phone input keeps of what was typed or pasted: digits only, at most 10. A pasted "+91"
 * country code is dropped first, so "+91 98765 43210" keeps the number rather than "9198765432".
 */
export function phoneInputValue(typed: string): string {
  return typed
    .trim()
    .replace(/^\+91/, '')
    .replace(/[^0-9]/g, '')
    .slice(0, FIELD_LIMITS.phoneDigits);
}
