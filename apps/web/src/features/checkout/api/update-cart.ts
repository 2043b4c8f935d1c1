import { type RequestBody, updateCartEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/updateCart, sent once per cart item before paying; the server stores its own
 * discountInfo (docs/api/checkout.md#discountinfo) whatever is sent, and answers the cart.
 */
export function updateCart(body: RequestBody<typeof updateCartEndpoint>) {
  return callApi(updateCartEndpoint, body);
}
