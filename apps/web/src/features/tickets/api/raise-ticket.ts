import { type RequestBody, raiseTicketEndpoint } from '@shop/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** POST /api/support: 201 with the user's tickets, the new one included. */
export function raiseTicket(body: RequestBody<typeof raiseTicketEndpoint>) {
  return callApi(raiseTicketEndpoint, body);
}

export function useRaiseTicket() {
  return useMutation({ mutationFn: raiseTicket });
}
