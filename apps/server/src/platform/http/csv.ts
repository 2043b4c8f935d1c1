import { indiaDateTime } from '@shop/domain';
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

/**
 * A moment as an export's cell: the time in India, as the console shows it, written
 * `2026-11-25 14:29:05` so a spreadsheet reads it as a date and time; the column's header says
 * "(IST)" (docs/api/staff-console.md#leads-and-events).
 */
export function indiaTimeCell(at: Date | string): string {
  return indiaDateTime(new Date(at));
}
