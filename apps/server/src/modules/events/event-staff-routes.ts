import {
  API_MESSAGES,
  type EventDetails,
  MESSAGES,
  type ShopEvent,
  type StaffEvent,
  staffCreateEventEndpoint,
  staffEventsEndpoint,
  staffSwitchEventRegistrationEndpoint,
  staffUpdateEventEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { createAuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createEventsTable } from './events-repository';
import { toPublicEvent } from './public-events';
import { createEventsRepository } from './repository';

const notFound = () => new HttpError('NOT_FOUND', API_MESSAGES.notFound);
const slugTaken = () => new HttpError('EVENT_SLUG_TAKEN', MESSAGES.staff.eventSlugTaken);

/**
 * Events in the console (docs/decisions/097-events-are-data.md): create, edit, open and close,
 * each in the audit log with the event before and after. Registrations per event and their CSV
 * are the registrations' own routes, filtered by the event's id (staff-routes.ts).
 */
export const eventsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  async function staffView(trx: Transaction<Database>, event: ShopEvent): Promise<StaffEvent> {
    const registered = await createEventsRepository(trx).countFor(event.id);
    return { ...toPublicEvent(event, app.clock.now(), registered), registered };
  }

  app.route({
    ...routeOf(staffEventsEndpoint),
    handler: async () => {
      const table = createEventsTable(app.db);
      const [events, counts] = await Promise.all([table.list(), table.registrationCounts()]);
      const now = app.clock.now();
      return {
        events: events.reverse().map((event) => {
          const registered = counts.get(event.id) ?? 0;
          return { ...toPublicEvent(event, now, registered), registered };
        }),
      };
    },
  });

  app.route({
    ...routeOf(staffCreateEventEndpoint),
    handler: async (request, reply) => {
      const member = staffMember(request);
      const details: EventDetails = request.body;
      const now = app.clock.now();
      const event = await app.db.transaction().execute(async (trx) => {
        const table = createEventsTable(trx);
        if (await table.slugTaken(details.slug)) throw slugTaken();
        const created = await table.create(details, now);
        await createAuditLog(trx).record(
          member,
          {
            action: 'event.create',
            subject: `event ${created.slug}`,
            before: null,
            after: created,
          },
          now,
        );
        return staffView(trx, created);
      });
      return reply.code(201).send({ event });
    },
  });

  app.route({
    ...routeOf(staffUpdateEventEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const now = app.clock.now();
      const event = await app.db.transaction().execute(async (trx) => {
        const table = createEventsTable(trx);
        const before = await table.find(request.params.id, true);
        if (!before) throw notFound();
        if (await table.slugTaken(request.body.slug, before.id)) throw slugTaken();
        const after = await table.update(before.id, request.body, now);
        await createAuditLog(trx).record(
          member,
          { action: 'event.update', subject: `event ${after.slug}`, before, after },
          now,
        );
        return staffView(trx, after);
      });
      return { event };
    },
  });

  app.route({
    ...routeOf(staffSwitchEventRegistrationEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const now = app.clock.now();
      const { registration } = request.body;
      const event = await app.db.transaction().execute(async (trx) => {
        const table = createEventsTable(trx);
        const before = await table.find(request.params.id, true);
        if (!before) throw notFound();
        const after = await table.switchRegistration(before.id, registration, now);
        await createAuditLog(trx).record(
          member,
          {
            action: registration === 'open' ? 'event.open' : 'event.close',
            subject: `event ${after.slug}`,
            before: { registration: before.registration },
            after: { registration },
          },
          now,
        );
        return staffView(trx, after);
      });
      return { event };
    },
  });
};
