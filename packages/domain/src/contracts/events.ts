import { z } from 'zod';
import { FIELD_LIMITS } from '../constants';
import { EVENT_IDS, eventByName } from '../events/shop-events';
import { MESSAGES } from '../validation/messages';
import { emailSchema, nameSchema, phoneSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { HONEYPOT_FIELD, honeypotSchema } from './leads';
import { ignoredField, messageAnswerSchema } from './shared';

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
      .refine((name) => eventByName(name) !== undefined, {
        error: MESSAGES.events.registrationFailed,
      })
      .describe("The name of one of the shop's events"),
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

export const eventRegistrationsAnswerSchema = z.object({
  events: z.array(
    z.object({
      id: z.enum(EVENT_IDS),
      registrationOpen: z
        .boolean()
        .describe("False once the event's day has ended in India, by the shop's clock"),
    }),
  ),
});
export type EventRegistrations = z.infer<typeof eventRegistrationsAnswerSchema>;

export const eventRegistrationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/eventRegistrations',
  tag: 'events',
  summary: 'Whether each event still takes registrations',
  description:
    "Public; the event pages are drawn from it (docs/decisions/073-an-event-over-takes-no-registrations.md). The same for every visitor, so it changes only when an event's day ends.",
  response: eventRegistrationsAnswerSchema,
  errors: [],
});
