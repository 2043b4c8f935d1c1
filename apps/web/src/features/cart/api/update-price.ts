import {
  type CartItem,
  cartAnswerSchema,
  type RequestBody,
  type ResponseBody,
  updatePriceEndpoint,
} from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/updatePrice for a guest's lines: today's price of one, stock and title of every line,
 * worked out by the server from its catalogue
 * (docs/decisions/003-money-in-paise-prices-decided-by-the-server.md). Nothing the browser stored
 * is trusted; temporary ids come back as sent.
 */
export function updatePrice(
  body: RequestBody<typeof updatePriceEndpoint>,
): Promise<ResponseBody<typeof updatePriceEndpoint>> {
  return callApi(updatePriceEndpoint, body);
}

/** The same call for a signed-in user: the body is ignored and the user's own cart comes back. */
export async function fetchUserCart(): Promise<CartItem[]> {
  const { cart } = await callApi(updatePriceEndpoint, { cart: [] });
  // A signed-in session is always answered its server cart: lines with their ids and times.
  return cartAnswerSchema.shape.cart.parse(cart);
}
