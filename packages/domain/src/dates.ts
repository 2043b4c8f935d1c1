import { MINIMUM_CALLBACK_OFFSET_MS } from './constants';

/**
 * Every date shown or validated is a date in India
 * (docs/decisions/019-india-states-dates-gstin-and-rupees.md).
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

// h23 keeps midnight as 00, not 24.
const indiaDateTimeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsInIndia(at: Date) {
  const parts = indiaDateTimeParts.formatToParts(at);
  return (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
}

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  const part = partsInIndia(now);
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A moment as the date and time in India, `YYYY-MM-DD HH:MM:SS`, which spreadsheets read. */
export function indiaDateTime(at: Date): string {
  const part = partsInIndia(at);
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/**
 * The earliest date a callback or consultation may be booked for: the UTC date of
 * now + 19,800,000 ms; India keeps UTC+5:30 all year, so that is always today's date in India.
 */
export function minimumCallbackDate(now: Date = new Date()): string {
  return new Date(now.getTime() + MINIMUM_CALLBACK_OFFSET_MS).toISOString().slice(0, 10);
}

const YMD_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD ("2025-02-30" is not one). */
export function isYmdDate(value: string): boolean {
  const match = YMD_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() + 1 === month && date.getUTCDate() === day
  );
}

/** Whether dateYmd is minYmd or later; false when either is not a YYYY-MM-DD date. */
export function isOnOrAfter(dateYmd: string, minYmd: string): boolean {
  return isYmdDate(dateYmd) && isYmdDate(minYmd) && dateYmd >= minYmd;
}
