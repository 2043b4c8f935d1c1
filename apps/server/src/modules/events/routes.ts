import {
  API_MESSAGES,
  EVENT_IDS,
  eventByName,
  eventRegistrationEndpoint,
  eventRegistrationsEndpoint,
  isRegistrationOpen,
  MESSAGES,
  SHOP_EVENTS,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/http/errors';
import { dropBots } from '../../platform/http/honeypot';
import { routeOf } from '../../platform/http/route-schema';
import { createRateLimiter, limitPerIp, RATE_RULES } from '../../platform/rate-limit/limiter';
import { createCrmService } from '../crm/service';
import { createEventsRepository } from './repository';

/** Rolls the transaction back: the registration is a repeat, so nothing is stored or sent. */
class AlreadyRegistered extends Error {}

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
      const { name, email, number, description, eventName } = request.body;
      const event = eventByName(eventName);
      if (!event) throw new HttpError('BAD_REQUEST', MESSAGES.events.registrationFailed);
      if (!isRegistrationOpen(event, app.clock.now())) {
        throw new HttpError('REGISTRATION_CLOSED', MESSAGES.events.registrationClosed);
      }
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
        eventLocation: event.location,
        name,
        email,
        phone: number,
        description: description || null,
      };
      try {
        await app.db.transaction().execute(async (trx) => {
          if (!(await createEventsRepository(trx).register(registration, now))) {
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

  // What the event pages are drawn from: the same for everyone, so the server can render the pages
  // with it (docs/decisions/062-data-pages-rendered-with-their-data.md).
  app.route({
    ...routeOf(eventRegistrationsEndpoint),
    handler: async (_request, reply) => {
      const now = app.clock.now();
      reply.header('cache-control', 'no-cache');
      return {
        events: EVENT_IDS.map((id) => ({
          id,
          registrationOpen: isRegistrationOpen(SHOP_EVENTS[id], now),
        })),
      };
    },
  });
};
