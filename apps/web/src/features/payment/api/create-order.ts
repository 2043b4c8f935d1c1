import { apiPost } from '../../../lib/api-client';

/** The order of a confirmed payment; amount in rupees. */
export type CreatedOrder = { transaction_id: string; amount: number; currency: string };

/**
 * POST /api/createOrder: answers the order the confirmed payment created (201); it never creates
 * one for an unpaid transaction (404).
 */
export function createOrder(merchantTransactionId: string): Promise<CreatedOrder> {
  return apiPost<CreatedOrder>('/api/createOrder', { merchantTransactionId });
}
