import { addAddressEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/addaddress: answers every address of the user, the new one included. */
export function addAddress(body: RequestBody<typeof addAddressEndpoint>) {
  return callApi(addAddressEndpoint, body);
}

export function useAddAddress() {
  return useMutation({ mutationFn: addAddress });
}
