import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Address } from '../../../lib/session/session-types';

export type DeleteAddressBody = { addressid: Address['addressid']; userid: string };

/** POST /api/deladdress: answers the addresses that remain. */
export function deleteAddress(body: DeleteAddressBody): Promise<{ addresses: Address[] }> {
  return apiPost<{ addresses: Address[] }>('/api/deladdress', body);
}

export function useDeleteAddress() {
  return useMutation({ mutationFn: deleteAddress });
}
