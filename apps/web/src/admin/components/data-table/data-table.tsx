import { Fragment, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { ScrollRegion } from '../scroll-region';
import type { Column } from './column';
import { Pager, type PagerProps } from './pager';
import { SortableHeader } from './sortable-header';

export type { Column } from './column';

/** What a list's table is, apart from its rows: written once beside its screen. */
export interface TableDefinition<Row> {
  /** Names the table's scrolling region, as a screen reader says it ("Orders table"). */
  label: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** A row with state of its own across its cells (a form) draws its own `<tr>`. */
  renderRow?: (row: Row) => ReactNode;
  /** What an empty list says, in place of the table. */
  empty?: ReactNode;
  /** More classes on the table: its own layout (catalogue-table, leads-table, admin-held-table). */
  className?: string;
  verticalAlign?: 'top' | 'middle';
  hover?: boolean;
}

export interface DataTableProps<Row, Sort extends string> extends TableDefinition<Row> {
  /** The rows to draw; undefined until the list first arrives. */
  rows: readonly Row[] | undefined;
  /** Said while the list has not arrived. */
  loading?: ReactNode;
  error?: Error | null;
  /** The sort in force and how to change it, for the columns with a sortField. */
  sort?: { value: Sort; onSort: (sort: Sort) => void };
  /** Previous, the page and next, under the table, once the list has arrived. */
  pager?: PagerProps | undefined;
}

/**
 * A console list: its error, then the table (a card a row on a phone, table-cards.css) or what an
 * empty list says, then its pager. Drawn with React-Bootstrap's Table and Pagination: the lists are
 * short pages the server filters, sorts and pages, so a table library would add weight for nothing.
 * A table with no pager is the last thing in its card, so it keeps no margin below.
 */
export function DataTable<Row, Sort extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  renderRow,
  empty,
  loading,
  error,
  sort,
  pager,
  className,
  verticalAlign = 'middle',
  hover = false,
}: DataTableProps<Row, Sort>) {
  const lastInCard = pager ? '' : ' mb-0';
  const tableClasses = `admin-table admin-table-cards align-${verticalAlign}${lastInCard}${className ? ` ${className}` : ''}`;
  return (
    <>
      {error && <Alert variant="danger">{error.message}</Alert>}
      {rows === undefined && !error && loading && <p role="status">{loading}</p>}
      {rows?.length === 0 && empty && (
        <p role="status" className={lastInCard.trim() || undefined}>
          {empty}
        </p>
      )}
      {rows && rows.length > 0 && (
        <ScrollRegion label={label}>
          <Table size="sm" hover={hover} className={tableClasses}>
            {columns.some((column) => column.colClassName) && (
              <colgroup>
                {columns.map((column) => (
                  <col key={column.header} className={column.colClassName} />
                ))}
              </colgroup>
            )}
            <thead>
              <tr>
                {columns.map((column) => (
                  <HeaderCell key={column.header} column={column} sort={sort} />
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) =>
                renderRow ? (
                  <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
                ) : (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td
                        key={column.header}
                        data-label={
                          column.unlabelled || column.headerHidden ? undefined : column.header
                        }
                        className={column.className}
                      >
                        {column.cell?.(row)}
                      </td>
                    ))}
                  </tr>
                ),
              )}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      {rows && pager && <Pager {...pager} />}
    </>
  );
}

function HeaderCell<Row, Sort extends string>({
  column,
  sort,
}: {
  column: Column<Row>;
  sort: DataTableProps<Row, Sort>['sort'];
}) {
  if (column.sortField && sort)
    return (
      <SortableHeader
        label={column.header}
        field={column.sortField}
        sort={sort.value}
        onSort={sort.onSort}
      />
    );
  return (
    <th scope="col">
      {column.headerHidden ? (
        <span className="visually-hidden">{column.header}</span>
      ) : (
        column.header
      )}
    </th>
  );
}
