import { INDIA_TIME_ZONE, type UserInfo } from '@shop/domain';

export const NOT_SET = 'Not Set';

const dateParts = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const calendarDate = new Intl.DateTimeFormat('en-IN', { ...dateParts, timeZone: 'UTC' });
const dateInIndia = new Intl.DateTimeFormat('en-IN', { ...dateParts, timeZone: INDIA_TIME_ZONE });

/**
 * "15 Aug 1995" from a stored date. A bare YYYY-MM-DD is a calendar date and is shown as written,
 * never shifted by a time zone; a timestamp is shown as its date in India (Asia/Kolkata); anything
 * unreadable is shown as given.
 */
export function formatCalendarDate(value: string): string {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (bare ? calendarDate : dateInIndia).format(date);
}

/** The profile card's rows; an empty field is null and shows "Not Set". */
export function profileFields(user: UserInfo) {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const name = text(`${user.firstname ?? ''} ${user.lastname ?? ''}`);
  const dob = text(user.dob);
  return {
    name,
    dob: dob ? formatCalendarDate(dob) : null,
    gender: text(user.gender),
    phone: text(user.number),
    phoneVerified: user.verified === 1,
    email: text(user.email),
    gst: text(user.gst),
  };
}
