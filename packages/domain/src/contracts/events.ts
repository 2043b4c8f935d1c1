import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { shopEventSchema } from '../events/event-schema';
import { REGISTRATION_STATES } from '../events/registration-state';
import { MESSAGES } from '../validation/messages';
import { emailSchema, nameSchema, phoneSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { HONEYPOT_FIELD, honeypotSchema } from './leads';
import { ignoredField, messageAnswerSchema, storedUuid } from './shared';

/**
 * Registration for the fest and its contests (docs/api/events.md). In the form's check order:
 * name, email, phone, then the optional description; the event is named by the page.
 */
export const eventRegistrationBodySchema = z.object(
  {
    name: nameSchema,
    email: emailSchema,
    number: phoneSchema,
    description: z
      .string({ error: MESSAGES.validation.descriptionTooLong })
      .trim()
      .max(FIELD_LIMITS.descriptionMaxLength, { error: MESSAGES.validation.descriptionTooLong })
      .optional(),
    eventName: z
      .string({ error: MESSAGES.events.registrationFailed })
      .max(200, { error: MESSAGES.events.registrationFailed })
      .describe("The event's name; used only when eventId is absent and one event has the name"),
    eventId: storedUuid({ error: MESSAGES.events.registrationFailed })
      .optional()
      .describe('The event registered for (docs/decisions/097-events-are-data.md)'),
    eventDate: ignoredField("the shop's own date of the event is stored"),
    eventLocation: ignoredField("the shop's own location of the event is stored"),
    eventLocationLink: ignoredField("the shop's own map link of the event is stored"),
    [HONEYPOT_FIELD]: honeypotSchema,
  },
  { error: MESSAGES.validation.invalidName },
);
export type EventRegistrationBody = z.input<typeof eventRegistrationBodySchema>;

export const eventRegistrationEndpoint = endpoint({
  method: 'POST',
  path: '/api/formData',
  tag: 'events',
  summary: 'Registers a visitor for the fest or one of its contests',
  description:
    'Once per event for an email address and once for a phone number: a repeat answers 409 ' +
    "ALREADY_REGISTERED and stores nothing. Once the event's day has ended in India (by the " +
    "shop's clock), 409 REGISTRATION_CLOSED.",
  body: eventRegistrationBodySchema,
  status: 201,
  response: messageAnswerSchema,
  errors: ['ALREADY_REGISTERED', 'REGISTRATION_CLOSED', 'RATE_LIMITED'],
});

/** An event as every visitor sees it, with where its registration stands by the shop's clock. */
export const publicEventSchema = shopEventSchema.extend({
  state: z.enum(REGISTRATION_STATES),
  /** Its page: /events/{slug}, or a 2025 event's old address. */
  path: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const eventsAnswerSchema = z.object({ events: z.array(publicEventSchema) });
export type EventsAnswer = z.infer<typeof eventsAnswerSchema>;

export const eventsEndpoint = endpoint({
  method: 'GET',
  path: '/api/events',
  tag: 'events',
  summary: "Every event, by date, with whether it takes registrations by the shop's clock",
  description:
    'Public and the same for every visitor; the event pages and /ad are drawn from it ' +
    '(docs/decisions/097-events-are-data.md).',
  response: eventsAnswerSchema,
  errors: [],
});
