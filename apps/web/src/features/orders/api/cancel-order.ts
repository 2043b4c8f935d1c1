import { cancelOrderEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Cancels the order (and every order paid with it) and refunds it (docs/api/staff-orders.md#cancelling). */
export function cancelOrder(orderId: string) {
  return callApi(cancelOrderEndpoint, { orderId });
}

export function useCancelOrder() {
  return useMutation({ mutationFn: cancelOrder });
}
