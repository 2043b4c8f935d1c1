/**
 * Whether each event takes registrations, in the query cache: shared by the event pages and by the
 * page the server renders with it (docs/decisions/062-data-pages-rendered-with-their-data.md).
 */
export const EVENT_REGISTRATIONS_QUERY_KEY = ['eventRegistrations'] as const;
