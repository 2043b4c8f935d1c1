import { z } from 'zod';
import { storedUuid } from '../contracts/shared';

/**
 * An event the shop runs, as staff enter it and as it is stored: one document per event
 * (docs/decisions/097-events-are-data.md). Dates and times are in India.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

const clock = (label: string) =>
  z.string().regex(CLOCK, { error: `${label} is a time of day such as 09:30.` });

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time.` })
    .nullable()
    .describe('An ISO 8601 instant, or null');

export const eventFieldsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(3, { error: 'The address needs at least 3 characters.' })
    .max(80, { error: 'The address must be at most 80 characters.' })
    .regex(SLUG, {
      error: 'The address is lower-case letters, digits and single hyphens, such as fifa-2026.',
    }),
  edition: text('The edition', 1, 60).describe('Events of one edition are listed together'),
  name: text('The name', 3, 120),
  tagline: text('The tagline', 1, 200),
  /** YYYY-MM-DD, a date in India. */
  date: z.iso.date({ error: 'The date must be a date.' }),
  startTime: clock('The start'),
  endTime: clock('The end'),
  venue: text('The venue', 3, 200),
  mapLink: z
    .url({ protocol: /^https$/, error: 'The map link must be an https:// address.' })
    .max(500, { error: 'The map link must be at most 500 characters.' }),
  about: text('The description', 1, 2000),
  highlights: z.array(text('A highlight', 1, 200)).max(10, { error: 'At most 10 highlights.' }),
  /** Registrations taken at most; null for no limit. */
  capacity: z
    .int({ error: 'The capacity is a whole number.' })
    .min(1, { error: 'The capacity is at least 1.' })
    .max(100_000, { error: 'The capacity is at most 100000.' })
    .nullable(),
  /** Null: from when staff open it. */
  registrationOpensAt: instant('Registration opening'),
  /** Null: the end of the event's day in India. */
  registrationClosesAt: instant('Registration closing'),
});

/** What staff send to create or edit an event; the window and the times must make sense. */
export const eventDetailsSchema = eventFieldsSchema.superRefine((event, context) => {
  if (event.endTime <= event.startTime) {
    context.addIssue({
      code: 'custom',
      path: ['endTime'],
      message: 'The event must end after it starts.',
    });
  }
  const { registrationOpensAt: opens, registrationClosesAt: closes } = event;
  if (opens && closes && Date.parse(closes) <= Date.parse(opens)) {
    context.addIssue({
      code: 'custom',
      path: ['registrationClosesAt'],
      message: 'Registration must close after it opens.',
    });
  }
});
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** Staff open and close registration by hand, inside the window. */
export const EVENT_REGISTRATION_SWITCH = ['open', 'closed'] as const;

export const shopEventSchema = eventFieldsSchema.extend({
  id: storedUuid(),
  registration: z.enum(EVENT_REGISTRATION_SWITCH),
});
export type ShopEvent = z.infer<typeof shopEventSchema>;
