import { type CartItem, cartAnswerSchema } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';

/** The cart a refusal carries (409 ALREADY_IN_CART, OUT_OF_STOCK), or undefined. */
export function cartOfRefusal(error: unknown): CartItem[] | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const carried = cartAnswerSchema.safeParse(error.body);
  return carried.success ? carried.data.cart : undefined;
}
