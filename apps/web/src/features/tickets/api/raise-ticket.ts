import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type RaiseTicketBody = { uid: string; orderId: string; issue: string };

/** POST /api/support: 201 with the user's tickets, the new one included. */
export function raiseTicket(
  body: RaiseTicketBody,
): Promise<{ message: string; tickets: unknown[] }> {
  return apiPost('/api/support', body);
}

export function useRaiseTicket() {
  return useMutation({ mutationFn: raiseTicket });
}
