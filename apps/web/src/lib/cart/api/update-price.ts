import type { CartItem, PricedGuestLine } from '@shop/domain';
import { apiPost } from '../../api-client';
import type { GuestCartLine, NewCartLine } from '../guest-cart-lines';

/** A guest sends lines (temporary ids come back as sent); a signed-in user gets the server cart. */
export type UpdatePriceBody = { cart: Array<GuestCartLine | (NewCartLine & { qty: number })> };

/**
 * POST /api/updatePrice: today's price of one, stock and title of every line, worked out by the
 * server from its catalogue (DECISIONS D4). Nothing the browser stored is trusted.
 */
export function updatePrice(body: UpdatePriceBody): Promise<{ cart: PricedGuestLine[] }> {
  return apiPost<{ cart: PricedGuestLine[] }>('/api/updatePrice', body);
}

/** The same call for a signed-in user: the body is ignored and the user's own cart comes back. */
export function updateUserCartPrices(): Promise<{ cart: CartItem[] }> {
  return apiPost<{ cart: CartItem[] }>('/api/updatePrice', { cart: [] });
}
