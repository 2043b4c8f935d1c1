import { type RequestBody, updateQtyEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/updateQty: `qty` is a change (+1, -1, or 0 at one), not a total
 * (docs/api/cart.md#quantities); answers the user's whole cart, priced.
 */
export function updateQty(body: RequestBody<typeof updateQtyEndpoint>) {
  return callApi(updateQtyEndpoint, body);
}

export function useUpdateQty() {
  return useMutation({ mutationFn: updateQty });
}
