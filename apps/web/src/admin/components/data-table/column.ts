import type { ReactNode } from 'react';

/** One column of a console DataTable: its heading and how a row fills its cell. */
export interface Column<Row> {
  /** The heading, and on a phone the name above each of its values (the cell's data-label). */
  header: string;
  /** The heading is for screen readers only, as over a column of buttons. */
  headerHidden?: boolean;
  /** The cell says what it is on its own (the row's name, a link): no name above it on a phone. */
  unlabelled?: boolean;
  /** The heading sorts the table by this field: ascending `field`, then descending `-field`. */
  sortField?: string;
  /** The cell's classes (admin-cell-short shares a line with the next on a phone). */
  className?: string;
  /** A class on the column's `<col>`, for a table laid out by fixed widths. */
  colClassName?: string;
  /** The cell's content; a table whose rows draw themselves (renderRow) leaves it out. */
  cell?: (row: Row) => ReactNode;
}
