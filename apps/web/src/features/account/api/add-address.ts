import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Address } from '../../../lib/session/session-types';

export type AddAddressBody = {
  userid: string;
  title: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

export type AddAddressAnswer = { message: string; addresses: Address[] };

/** POST /api/addaddress: answers every address of the user, the new one included. */
export function addAddress(body: AddAddressBody): Promise<AddAddressAnswer> {
  return apiPost<AddAddressAnswer>('/api/addaddress', body);
}

export function useAddAddress() {
  return useMutation({ mutationFn: addAddress });
}
