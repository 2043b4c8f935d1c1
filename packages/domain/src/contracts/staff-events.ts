import { z } from 'zod';
import { EVENT_REGISTRATION_SWITCH, eventDetailsSchema } from '../events/event-schema';
import { endpoint } from './endpoint';
import { publicEventSchema } from './events';
import { storedUuid } from './shared';

/** An event in the console: as visitors see it, with how many have registered. */
export const staffEventSchema = publicEventSchema.extend({ registered: z.number().int() });
export type StaffEvent = z.infer<typeof staffEventSchema>;

const eventParams = z.object({ id: storedUuid({ error: 'Not found' }) });
const eventAnswer = z.object({ event: staffEventSchema });

export const staffEventsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/events',
  tag: 'staff-events',
  summary: 'Every event, newest first, with its registrations counted',
  response: z.object({ events: z.array(staffEventSchema) }),
  errors: [],
});

export const staffCreateEventEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/events',
  tag: 'staff-events',
  summary: 'Creates an event, its registration closed until opened',
  body: eventDetailsSchema,
  status: 201,
  response: eventAnswer,
  errors: ['EVENT_SLUG_TAKEN'],
});

export const staffUpdateEventEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/events/:id',
  tag: 'staff-events',
  summary: "Edits an event's details",
  params: eventParams,
  body: eventDetailsSchema,
  response: eventAnswer,
  errors: ['NOT_FOUND', 'EVENT_SLUG_TAKEN'],
});

export const staffSwitchEventRegistrationEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/events/:id/registration',
  tag: 'staff-events',
  summary: "Opens or closes an event's registration",
  params: eventParams,
  body: z.object({ registration: z.enum(EVENT_REGISTRATION_SWITCH) }),
  response: eventAnswer,
  errors: ['NOT_FOUND'],
});
