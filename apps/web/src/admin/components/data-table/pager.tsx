import Pagination from 'react-bootstrap/Pagination';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The list holds more than `total`: the server stopped counting there (decision 110). */
  totalCapped?: boolean | undefined;
  onPage: (page: number) => void;
}

const count = (rows: number) => rows.toLocaleString('en-IN');

/**
 * Previous, the page and its count, next; on a phone the count of items moves under them. A long
 * list is counted only so far past the page (docs/decisions/110-a-year-of-a-busy-shop.md): then
 * its count of pages and of items ends in "+", and Next still leads on.
 */
export function Pager({ page, pageSize, total, totalCapped = false, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const more = totalCapped ? '+' : '';
  return (
    <nav aria-label="Pages" className="d-flex flex-wrap align-items-center gap-2">
      <Pagination className="mb-0 text-nowrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Pagination.Prev>
        <Pagination.Item active>{`Page ${page} of ${count(pages)}${more}`}</Pagination.Item>
        <Pagination.Next disabled={page >= pages && !totalCapped} onClick={() => onPage(page + 1)}>
          Next
        </Pagination.Next>
      </Pagination>
      <small className="text-secondary">{`${count(total)}${more} in all`}</small>
    </nav>
  );
}

/** The rows of one page of a list paged in the browser. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
