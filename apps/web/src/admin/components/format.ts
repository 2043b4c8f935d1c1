import { ApiError } from '../../lib/api-client';

// Whole rupees with Indian grouping: the shop's one rupee format, for the console too.
export { formatRupees } from '../../lib/format';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as staff read it: the day and time in India. */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** What a number field keeps of what was typed or pasted: its digits ("1,39,999" is "139999"). */
export function onlyDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** A failed call in words: the shop's own message when it answered, else what the browser said. */
export function errorWords(error: unknown): string {
  return error instanceof ApiError ? error.message : String(error);
}
