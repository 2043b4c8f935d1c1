import { INDIA_TIME_ZONE } from '@shop/domain';
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

// en-CA writes the date as YYYY-MM-DD; h23 keeps midnight as 00, not 24.
const indiaParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment as an export's cell: the time in India, as the console shows it, written
 * `2026-11-25 14:29:05` so a spreadsheet reads it as a date and time; the column's header says
 * "(IST)" (docs/api/staff-console.md#leads-and-events).
 */
export function indiaTimeCell(at: Date | string): string {
  const parts = indiaParts.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
