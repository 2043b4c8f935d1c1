import { MESSAGES } from '../validation/messages';
import type { ShopEvent } from './event-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where an event stands for a visitor, by the shop's clock (docs/decisions/097-events-are-data.md). */
export const REGISTRATION_STATES = ['open', 'not-yet-open', 'closed', 'full', 'held'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

type Timed = Pick<ShopEvent, 'date'>;
type Windowed = Pick<
  ShopEvent,
  'date' | 'registration' | 'registrationOpensAt' | 'registrationClosesAt' | 'capacity'
>;

/** The end of the event's day in India: midnight that starts the next day (UTC+5:30 all year). */
export function endOfEventDay(event: Timed): Date {
  return new Date(new Date(`${event.date}T00:00:00+05:30`).getTime() + DAY_MS);
}

/** When registration closes: the staff's time, or the end of the event's day (decision 073). */
export function registrationClosesAt(event: Windowed): Date {
  return event.registrationClosesAt ? new Date(event.registrationClosesAt) : endOfEventDay(event);
}

/**
 * Open only when staff have opened it, inside its window, with a place left, and before the
 * event's day ends; once the day has ended it was held, whatever else.
 */
export function registrationStateOf(
  event: Windowed,
  now: Date,
  registered: number,
): RegistrationState {
  const at = now.getTime();
  if (at >= endOfEventDay(event).getTime()) return 'held';
  if (event.registration === 'closed') return 'closed';
  if (at >= registrationClosesAt(event).getTime()) return 'closed';
  if (event.registrationOpensAt && at < Date.parse(event.registrationOpensAt)) {
    return 'not-yet-open';
  }
  if (event.capacity !== null && registered >= event.capacity) return 'full';
  return 'open';
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const instantFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "Saturday, 13 December 2025" from a calendar date, never shifted by a time zone. */
export function formatEventDate(ymd: string): string {
  return dayFormat.format(new Date(`${ymd}T00:00:00Z`));
}

/** "9:30 AM" from "09:30". */
export function formatClock(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "9:30 AM to 6:00 PM". */
export function formatEventTime(event: Pick<ShopEvent, 'startTime' | 'endTime'>): string {
  return `${formatClock(event.startTime)} to ${formatClock(event.endTime)}`;
}

/** Whether the event takes registrations, in a sentence (docs/api/events.md#the-pages). */
export function registrationNotice(event: Windowed, state: RegistrationState | 'checking'): string {
  const day = formatEventDate(event.date);
  switch (state) {
    case 'open':
      return event.registrationClosesAt
        ? `Registration is open until ${instantFormat.format(registrationClosesAt(event))}.`
        : `Registration is open until the end of ${day}.`;
    case 'held':
      return `${MESSAGES.events.registrationClosed} The event was held on ${day}.`;
    case 'closed':
      return MESSAGES.events.registrationClosed;
    case 'full':
      return MESSAGES.events.eventFull;
    case 'not-yet-open':
      return `Registration opens at ${instantFormat.format(new Date(event.registrationOpensAt ?? 0))}.`;
    default:
      return 'Checking whether registration is open...';
  }
}
