import { INDIA_TIME_ZONE } from '@shop/domain';

const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** "12 Aug 2026": the day in India (Asia/Kolkata); anything unreadable is shown as given. */
export function formatTicketDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateInIndia.format(date);
}
