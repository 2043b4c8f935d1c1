import { EMAIL_PATTERN } from '../validation/patterns';
import { orderNumberDigitsIn } from './order-number';

/**
 * What the console's order search looks for in what staff typed (docs/api/staff-orders.md,
 * docs/decisions/110-a-year-of-a-busy-shop.md). Names and emails are matched anywhere from the
 * third character on: a trigram index serves three and more, while one or two letters would
 * match most of a year's customers. A whole email address is looked up as it is: its trigrams
 * ("cus", "mer", "com") are in nearly every address, the unique index finds it at once. Phone
 * numbers from four digits, as the end of one is often what a caller gives.
 */
export const SEARCH_MIN_LETTERS = 3;
const PHONE_MIN_DIGITS = 4;
const PHONE_LENGTH = 10;

export interface OrderSearchTerms {
  /** Eight digits of an order number, or the start of one. */
  orderNumberDigits: string | null;
  /** The customer's name or email contains this (lower case), or null when too short or an email. */
  text: string | null;
  /** A whole email address (lower case): the customer's, exactly. */
  email: string | null;
  /** The customer's ten-digit phone number contains these digits. */
  phoneDigits: string | null;
}

/** A phone number as typed ("+91 98765 43210", "098765-43210", "3210"): its digits, or null. */
export function phoneDigitsIn(typed: string): string | null {
  if (!/^[+\d\s()-]+$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const national =
    digits.length === PHONE_LENGTH + 2 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return national.length >= PHONE_MIN_DIGITS && national.length <= PHONE_LENGTH ? national : null;
}

export function orderSearchTerms(typed: string): OrderSearchTerms {
  const q = typed.trim();
  const email = EMAIL_PATTERN.test(q) ? q.toLowerCase() : null;
  return {
    orderNumberDigits: orderNumberDigitsIn(q),
    text: email === null && q.length >= SEARCH_MIN_LETTERS ? q.toLowerCase() : null,
    email,
    phoneDigits: phoneDigitsIn(q),
  };
}
