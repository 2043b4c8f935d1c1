import { payEndpoint, type RequestBody } from '@shop/domain';
import { callApi } from '../../../lib/api-client';

/** POST /api/pay: records the payment and answers the provider's page to send the buyer to. */
export function pay(body: RequestBody<typeof payEndpoint>) {
  return callApi(payEndpoint, body);
}
