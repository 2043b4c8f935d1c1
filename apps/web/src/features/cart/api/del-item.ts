import type { CartItem } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type DelItemBody = { itemid: string; userid: string };

/** POST /api/delItem: answers the user's whole cart, priced. */
export function delItem(body: DelItemBody): Promise<{ cart: CartItem[] }> {
  return apiPost<{ cart: CartItem[] }>('/api/delItem', body);
}

export function useDelItem() {
  return useMutation({ mutationFn: delItem });
}
