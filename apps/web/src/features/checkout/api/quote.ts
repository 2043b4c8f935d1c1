import { quoteEndpoint } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/quote: what `pay` will charge. A coupon below its minimum is refused with
 * COUPON_BELOW_MINIMUM, one that is spent, expired or not the buyer's with COUPON_NOT_FOUND.
 */
export function useQuote(couponId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['quote', couponId],
    queryFn: () => callApi(quoteEndpoint, couponId ? { couponid: couponId } : {}),
    enabled,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
