/**
 * How long the answer a data page was drawn from counts as current: the server read it for that
 * very request (docs/decisions/062-data-pages-rendered-with-their-data.md), so the screen does not
 * ask for it again as the page starts; a visit a minute later asks afresh.
 */
export const DATA_PAGE_ANSWER_FRESH_MS = 60_000;
