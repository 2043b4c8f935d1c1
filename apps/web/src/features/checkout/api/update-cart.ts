import type { CartItem } from '@shop/domain';
import { apiPost } from '../../../lib/api-client';

/** SPEC §7 discountInfo; the server stores its own figures whatever is sent (DECISIONS D4). */
export type DiscountInfo = {
  couponDiscount: number;
  amount: number;
  profit: number;
  discount: number;
};

export type UpdateCartBody = { id: string; discountInfo: DiscountInfo; couponid?: string };

/** POST /api/updateCart: sent once per cart item before paying. */
export function updateCart(body: UpdateCartBody): Promise<{ cart: CartItem[] }> {
  return apiPost<{ cart: CartItem[] }>('/api/updateCart', body);
}
