import { stringify } from 'csv-stringify/sync';

/**
 * Rows as CSV (RFC 4180, by csv-stringify), with a header. A cell that a spreadsheet would run as
 * a formula (starting with =, +, - or @) is prefixed with a quote mark, so an export of what
 * visitors typed cannot carry a formula into someone's spreadsheet.
 */
export function toCsv(header: string[], rows: ReadonlyArray<ReadonlyArray<string | null>>): string {
  const safe = (cell: string | null) =>
    cell && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : (cell ?? '');
  return stringify([header, ...rows.map((row) => row.map(safe))]);
}
