/**
 * The id of the element in which a page the server rendered with its data carries the API answer it
 * was drawn from, for the browser to hydrate with (docs/decisions/062-data-pages-rendered-with-their-data.md).
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
