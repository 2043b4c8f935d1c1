import { deleteTicketEndpoint, type RequestBody } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/delTicket: answers the user's remaining tickets. */
export function deleteTicket(body: RequestBody<typeof deleteTicketEndpoint>) {
  return callApi(deleteTicketEndpoint, body);
}

export function useDeleteTicket() {
  return useMutation({ mutationFn: deleteTicket });
}
