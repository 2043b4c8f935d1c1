import {
  API_MESSAGES,
  eventRegistrationEndpoint,
  eventsEndpoint,
  MESSAGES,
  registrationStateOf,
  type ShopEvent,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { dropBots } from '../../platform/http/honeypot';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { createCrmService } from '../crm/service';
import { createEventsTable } from './events-repository';
import { toPublicEvent } from './public-events';
import { createEventsRepository } from './repository';

/** Rolls the transaction back: the registration is a repeat, so nothing is stored or sent. */
class AlreadyRegistered extends Error {}

const registrationFailed = () => new HttpError('BAD_REQUEST', MESSAGES.events.registrationFailed);
const registrationClosed = () =>
  new HttpError('REGISTRATION_CLOSED', MESSAGES.events.registrationClosed);

/**
 * The event registered for: by its id, or, for a caller that sends only the spec's eventName, the
 * one event of that name (two of one name are told apart only by id).
 */
function eventNamed(events: ShopEvent[], id: string | undefined, name: string) {
  if (id) return events.find((event) => event.id === id);
  const named = events.filter((event) => event.name === name);
  return named.length === 1 ? named[0] : undefined;
}

/**
 * Registration for the fest and its contests (docs/api/events.md): stored first and queued for the
 * CRM in the same transaction; once per event for an email address and for a phone number; none
 * once the event's day has ended in India by the shop's clock
 * (docs/decisions/073-an-event-over-takes-no-registrations.md).
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = createRateLimiter(app.db, app.clock);
  const answer = { message: MESSAGES.events.registered };
  app.personalData.register({
    table: 'event_registrations',
    section: 'eventRegistrations',
    erasure: 'delete',
    note: 'Event registrations made with your email address or phone number.',
    export: (subject) => createEventsRepository(app.db).exportFor(subject),
    erase: (trx, subject) => createEventsRepository(trx).deleteFor(subject),
  });

  app.route({
    ...routeOf(eventRegistrationEndpoint),
    onRequest: limitPerIp(limiter, RATE_RULES.leadsPerIp, API_MESSAGES.tooManyAttempts),
    preValidation: dropBots(201, answer),
    handler: async (request, reply) => {
      const { name, email, number, description, eventName, eventId } = request.body;
      const event = eventNamed(await createEventsTable(app.db).list(), eventId, eventName);
      if (!event) throw registrationFailed();
      // A first look, before anything is counted; the transaction below decides.
      if (registrationStateOf(event, app.clock.now(), 0) !== 'open') throw registrationClosed();
      for (const contact of [`email:${email.toLowerCase()}`, `phone:${number}`]) {
        if (!(await limiter.consume(RATE_RULES.leadsPerContact, `event:${contact}`))) {
          throw new HttpError('RATE_LIMITED', API_MESSAGES.tooManyAttempts);
        }
      }
      const now = app.clock.now();
      const registration = {
        eventId: event.id,
        eventName: event.name,
        eventDate: event.date,
        eventLocation: event.venue,
        name,
        email,
        phone: number,
        description: description || null,
      };
      try {
        await app.db.transaction().execute(async (trx) => {
          // The event's row is held, so two registrations for its last place count one at a time.
          const held = await createEventsTable(trx).find(event.id, true);
          const registrations = createEventsRepository(trx);
          const registered = held ? await registrations.countFor(event.id) : 0;
          if (!held || registrationStateOf(held, now, registered) !== 'open') {
            throw registrationClosed();
          }
          if (!(await registrations.register(registration, now))) {
            throw new AlreadyRegistered();
          }
          const note = `Registered for ${event.name} on ${event.date}${description ? `: ${description}` : ''}`;
          await createCrmService(trx).queueLead(
            { source: 'event', name, email, phone: number, note },
            now,
          );
        });
      } catch (error) {
        if (!(error instanceof AlreadyRegistered)) throw error;
        throw new HttpError('ALREADY_REGISTERED', MESSAGES.events.alreadyRegistered);
      }
      return reply.code(201).send(answer);
    },
  });

  // What the event pages and /ad are drawn from: the same for everyone, so the server renders the
  // pages with it (docs/decisions/062-data-pages-rendered-with-their-data.md), and by the shop's
  // clock on every request, so no page shows a closed event as open.
  app.route({
    ...routeOf(eventsEndpoint),
    handler: async (_request, reply) => {
      const now = app.clock.now();
      const table = createEventsTable(app.db);
      const events = await table.list();
      // Registrations are counted only when an open event has a capacity to fill.
      const counted = events.some(
        (event) => event.capacity !== null && registrationStateOf(event, now, 0) === 'open',
      );
      const counts = counted ? await table.registrationCounts() : new Map<string, number>();
      reply.header('cache-control', 'no-cache');
      return {
        events: events.map((event) => toPublicEvent(event, now, counts.get(event.id) ?? 0)),
      };
    },
  });
};
