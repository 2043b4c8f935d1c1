import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** The server's figures for the cart and coupon (rupees, each with its exact paise twin). */
export type Quote = {
  pcSubtotal: number;
  addonSubtotal: number;
  couponApplies?: boolean;
  couponDiscount: number;
  total: number;
  taxableValue: number;
  gst: number;
  platformFee: number;
  grandTotal: number;
  pcSubtotalPaise?: number;
  addonSubtotalPaise?: number;
  couponDiscountPaise?: number;
  totalPaise?: number;
  taxableValuePaise?: number;
  gstPaise?: number;
  platformFeePaise?: number;
  grandTotalPaise?: number;
};

export type QuoteBody = { couponid?: string };

/**
 * POST /api/quote: what `pay` will charge. A coupon below its minimum is refused with a 400, one
 * that is spent, expired or not the buyer's with a 404.
 */
export function fetchQuote(body: QuoteBody): Promise<Quote> {
  return apiPost<Quote>('/api/quote', body);
}

export function useQuote(couponId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['quote', couponId],
    queryFn: () => fetchQuote(couponId ? { couponid: couponId } : {}),
    enabled,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
