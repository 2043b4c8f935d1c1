/**
 * Every event with where its registration stands, in the query cache: shared by the event pages,
 * /ad and the page the server renders with it (docs/decisions/097-events-are-data.md).
 */
export const EVENTS_QUERY_KEY = ['events'] as const;
