import { deleteAddressEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/deladdress: answers the addresses that remain. */
export function deleteAddress(body: RequestBody<typeof deleteAddressEndpoint>) {
  return callApi(deleteAddressEndpoint, body);
}

export function useDeleteAddress() {
  return useMutation({ mutationFn: deleteAddress });
}
