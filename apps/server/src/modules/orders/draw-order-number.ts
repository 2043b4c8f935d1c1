import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH } from '@shop/domain';
import { customAlphabet } from 'nanoid';

/**
 * A new order's number: eight digits of Crockford's base32 from the system's secure random
 * source, so one number says nothing of the next (docs/decisions/111-short-order-numbers.md).
 * The unique index decides; a number already taken is drawn again.
 */
export const drawOrderNumber: () => string = customAlphabet(
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
);
