import type { CartItem } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** `qty` is a change (+1, -1, or 0 at one), not a total (SPEC §7). */
export type UpdateQtyBody = { itemid: string; qty: number; userid: string };

/** POST /api/updateQty: answers the user's whole cart, priced. */
export function updateQty(body: UpdateQtyBody): Promise<{ cart: CartItem[] }> {
  return apiPost<{ cart: CartItem[] }>('/api/updateQty', body);
}

export function useUpdateQty() {
  return useMutation({ mutationFn: updateQty });
}
