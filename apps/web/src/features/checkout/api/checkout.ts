import type { CartItem } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/checkout: opens (or keeps) the checkout session and answers the cart, priced by the
 * server, each line stamped with the checkout time its session runs from.
 */
export function startCheckout(uid: string): Promise<{ cart: CartItem[] }> {
  return apiPost<{ cart: CartItem[] }>('/api/checkout', { uid });
}

/** Asked once per visit of /checkout, never again in the background: the session starts here. */
export function useCheckoutCart(uid: string | null) {
  return useQuery({
    queryKey: ['checkout', uid],
    queryFn: () => startCheckout(uid ?? ''),
    enabled: !!uid,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
