import { useState } from 'react';
import type { PagerProps } from './pager';

/**
 * A list's filters and its page: changing a filter goes back to the first page, as the page
 * counted before no longer means the same rows.
 */
export function useFilters<Filters extends Record<string, string>>(
  initial: Filters,
  pageSize: number,
) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = <Name extends keyof Filters>(name: Name, value: Filters[Name]) => {
    setFilters((before) => ({ ...before, [name]: value }));
    setPage(1);
  };
  /** A filter's control kept to the filter: `<FilterSelect {...bind('status')} />`. */
  const bind = <Name extends keyof Filters>(name: Name) => ({
    value: filters[name],
    onChange: (value: Filters[Name]) => setFilter(name, value),
  });
  /** The pager under the table, once the list has said how many rows it has in all. */
  const pager = (
    answer: { total: number; totalCapped?: boolean } | undefined,
  ): PagerProps | undefined =>
    answer === undefined
      ? undefined
      : { page, pageSize, total: answer.total, totalCapped: answer.totalCapped, onPage: setPage };
  return { filters, setFilter, bind, page, setPage, pageSize, pager };
}
