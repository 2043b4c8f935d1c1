import type { Ticket } from '@shop/domain';

/** The user record types its lists loosely; keep only entries shaped like tickets. */
export function readTickets(list: readonly unknown[] | undefined): Ticket[] {
  return (list ?? []).filter(
    (entry): entry is Ticket =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as Ticket).id === 'string' &&
      typeof (entry as Ticket).orderid === 'string' &&
      typeof (entry as Ticket).description === 'string',
  );
}
