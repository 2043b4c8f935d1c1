import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type EditTicketBody = { id: string | number; uid: string; desc: string };

/** POST /api/editTicket: answers the user's tickets with the new description. */
export function editTicket(body: EditTicketBody): Promise<{ message: string; tickets: unknown[] }> {
  return apiPost('/api/editTicket', body);
}

export function useEditTicket() {
  return useMutation({ mutationFn: editTicket });
}
