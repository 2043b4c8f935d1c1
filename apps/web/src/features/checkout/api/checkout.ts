import { checkoutEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSetUserCart } from '../../../lib/cart/user-cart';

/**
 * POST /api/checkout, asked once per visit of /checkout and never again in the background: it opens
 * (or keeps) the checkout session and answers the cart, priced by the server, each line stamped
 * with the checkout time its session runs from, with the totals without a coupon and with each
 * usable coupon. The cart goes to the one cart cache; this query keeps the totals.
 */
export function useStartCheckout(uid: string | null) {
  const setUserCart = useSetUserCart();
  return useQuery({
    queryKey: ['checkout', uid],
    queryFn: async () => {
      const { cart, ...quotes } = await callApi(checkoutEndpoint, { uid: uid ?? '' });
      setUserCart(cart);
      return quotes;
    },
    enabled: !!uid,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
