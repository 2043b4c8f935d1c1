/**
 * The configurator's catalogue in the query cache, shared by the screens that read it and by the
 * page the server renders with it (docs/decisions/121-config-is-drawn-with-its-catalogue.md).
 */
export const CATALOGUE_QUERY_KEY = ['fetchAllComponents'] as const;
