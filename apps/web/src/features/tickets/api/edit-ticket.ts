import { editTicketEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/editTicket: answers the user's tickets with the new description. */
export function editTicket(body: RequestBody<typeof editTicketEndpoint>) {
  return callApi(editTicketEndpoint, body);
}

export function useEditTicket() {
  return useMutation({ mutationFn: editTicket });
}
