/** The add-ons' place in the query cache, shared by the screen and by the page the server renders. */
export const ACCESSORIES_QUERY_KEY = ['fetchAccessories'] as const;
