import { type CartItem, checkoutEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/checkout, asked once per visit of /checkout and never again in the background: it opens
 * (or keeps) the checkout session and answers the cart, priced by the server, each line stamped
 * with the checkout time its session runs from, with the totals without a coupon and with each
 * usable coupon. The cart goes to the one cart cache (`toCart`); this query keeps the totals.
 */
export function useStartCheckout(uid: string | null, toCart: (cart: CartItem[]) => void) {
  return useQuery({
    queryKey: ['checkout', uid],
    queryFn: async () => {
      const { cart, ...quotes } = await callApi(checkoutEndpoint, { uid: uid ?? '' });
      toCart(cart);
      return quotes;
    },
    enabled: !!uid,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
