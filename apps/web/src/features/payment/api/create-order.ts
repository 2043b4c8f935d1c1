import { createOrderEndpoint } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/createOrder: answers the order the confirmed payment created (201); it never creates
 * one for an unpaid transaction (404).
 */
export function createOrder(merchantTransactionId: string) {
  return callApi(createOrderEndpoint, { merchantTransactionId });
}
