import { useState } from 'react';

/**
 * A list's filters and its page: changing a filter goes back to the first page, as the page
 * counted before no longer means the same rows.
 */
export function useFilters<Filters extends Record<string, string>>(initial: Filters) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = <Name extends keyof Filters>(name: Name, value: Filters[Name]) => {
    setFilters((before) => ({ ...before, [name]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}
