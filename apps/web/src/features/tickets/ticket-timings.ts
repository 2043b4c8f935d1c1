/** The ticket screens' waits, fixed (docs/api/tickets.md#ticket-modal). */
export const TICKET_TIMINGS_MS = {
  /** "Issue Raised!...", then /tickets after 3 s. */
  raisedRedirect: 3_000,
  /** "Ticket Edited!", then the modal closes after 1 s. */
  editedClose: 1_000,
} as const;
