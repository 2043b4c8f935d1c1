/** The console's list of events. */
export const EVENTS_KEY = ['admin-events'] as const;
