/** SPEC §4 ticket messages and waits, word for word. */
export const TICKET_MESSAGES = {
  raised: 'Issue Raised! Redirecting to support section...',
  edited: 'Ticket Edited!',
} as const;

export const TICKET_TIMINGS_MS = {
  /** "Issue Raised!...", then /tickets after 3 s. */
  raisedRedirect: 3_000,
  /** "Ticket Edited!", then the modal closes after 1 s. */
  editedClose: 1_000,
} as const;
