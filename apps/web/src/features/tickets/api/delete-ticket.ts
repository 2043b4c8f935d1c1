import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type DeleteTicketBody = { id: string | number; uid: string };

/** POST /api/delTicket: answers the user's remaining tickets. */
export function deleteTicket(body: DeleteTicketBody): Promise<{ tickets: unknown[] }> {
  return apiPost('/api/delTicket', body);
}

export function useDeleteTicket() {
  return useMutation({ mutationFn: deleteTicket });
}
