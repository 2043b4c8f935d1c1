/** SPEC §3 ticket, as the user record lists it in userTickets. */
export type Ticket = {
  id: string | number;
  orderid: string;
  description: string;
  created?: string | null;
};

/** The user record types its lists loosely; keep only entries shaped like tickets. */
export function readTickets(list: readonly unknown[] | undefined): Ticket[] {
  return (list ?? []).filter(
    (entry): entry is Ticket =>
      typeof entry === 'object' &&
      entry !== null &&
      'id' in entry &&
      typeof (entry as Ticket).orderid === 'string' &&
      typeof (entry as Ticket).description === 'string',
  );
}
