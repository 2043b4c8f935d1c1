/**
 * The short number an order goes by wherever it is shown, to the customer and to the staff
 * (docs/decisions/111-short-order-numbers.md, docs/api/orders.md#order-number): eight random
 * digits of Crockford's base32, drawn when the order is made, shown as `OD-7K3M-Q9XA`. The order
 * keeps its uuid as its id in every call; the number is only what people read and type.
 */

/** Crockford's base32: no I, L, O or U, so nothing read out on the phone is mistaken. */
export const ORDER_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ORDER_NUMBER_LENGTH = 8;

const DIGITS = new RegExp(`^[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`);

/** Whether `digits` are a stored order number: eight of the alphabet, in capitals. */
export function isOrderNumberDigits(digits: string): boolean {
  return DIGITS.test(digits);
}

/** `OD-` and the eight digits in two groups of four, as people read them: "OD-7K3M-Q9XA". */
export function orderNumber(digits: string): string {
  return `OD-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * The digits of an order number as someone typed or heard it, or null when it cannot be one:
 * `OD-` (or `OD` run into all eight digits), spaces and hyphens dropped, small letters raised, and the letters Crockford's base32
 * leaves out read as the digits they look like (O as 0, I and L as 1). Up to eight digits, so a
 * start of a number finds the orders beginning with it.
 */
export function orderNumberDigitsIn(typed: string): string | null {
  const bare = typed
    .trim()
    .toUpperCase()
    .replace(/^OD(?=[\s-])/, '')
    .replace(/[\s-]/g, '');
  // "OD" run into the digits is the prefix only when ten characters are left: D is a digit too.
  const unprefixed =
    bare.length === ORDER_NUMBER_LENGTH + 2 && bare.startsWith('OD') ? bare.slice(2) : bare;
  const digits = unprefixed.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (digits.length === 0 || digits.length > ORDER_NUMBER_LENGTH) return null;
  return [...digits].every((digit) => ORDER_NUMBER_ALPHABET.includes(digit)) ? digits : null;
}
