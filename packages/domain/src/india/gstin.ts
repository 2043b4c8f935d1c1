import { GST_STATE_CODES } from './states';

/**
 * A GSTIN: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), the entity
 * number within that PAN (1-9 then A-Z), the letter Z, and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE36_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GSTN's check character over the first 14 characters: weights alternate 1 and 2 from the left,
 * each product contributes its base-36 quotient plus remainder, and the check digit brings the sum
 * up to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`Expected 14 upper-case letters or digits, got "${first14}"`);
  }
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const product = BASE36_DIGITS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36_DIGITS.charAt((36 - (sum % 36)) % 36);
}

export function isValidGstin(value: string): boolean {
  return (
    GSTIN_PATTERN.test(value) &&
    GST_STATE_CODES.has(value.slice(0, 2)) &&
    gstinCheckCharacter(value.slice(0, 14)) === value.charAt(14)
  );
}
