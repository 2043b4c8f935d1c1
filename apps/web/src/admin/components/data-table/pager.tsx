import Pagination from 'react-bootstrap/Pagination';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous, the page and its count, next; on a phone the count of items moves under them. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="d-flex flex-wrap align-items-center gap-2">
      <Pagination className="mb-0 text-nowrap">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Pagination.Prev>
        <Pagination.Item active>{`Page ${page} of ${pages}`}</Pagination.Item>
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Pagination.Next>
      </Pagination>
      <small className="text-secondary">{total} in all</small>
    </nav>
  );
}

/** The rows of one page of a list paged in the browser. */
export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  return rows.slice((page - 1) * pageSize, page * pageSize);
}
