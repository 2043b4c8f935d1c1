import { apiPost } from '../../../lib/api-client';

export type PayBody = {
  userId: string;
  /** Shown total x 1.02, rounded; the server charges its own figure. */
  amount: number;
  deliveryAddress: string;
  name: string;
  number: string;
  addressid: string;
  couponid?: string;
};

export type PayAnswer = {
  success: boolean;
  data: {
    merchantTransactionId: string;
    instrumentResponse: { redirectInfo: { url: string } };
  };
};

/** POST /api/pay: records the payment and answers the provider's page to send the buyer to. */
export function pay(body: PayBody): Promise<PayAnswer> {
  return apiPost<PayAnswer>('/api/pay', body);
}
