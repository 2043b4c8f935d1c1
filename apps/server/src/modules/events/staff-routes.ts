import {
  API_MESSAGES,
  type StaffLead,
  staffRegistrationsCsvEndpoint,
  staffRegistrationsEndpoint,
  staffUpdateRegistrationEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { indiaTimeCell, toCsv } from '../../platform/http/csv';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createEventsRepository, type RegistrationRow } from './repository';

function toLead(row: RegistrationRow): StaffLead {
  return {
    id: row.id,
    source: `${row.event_name} (${row.event_location})`,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.event_date,
    message: row.description,
    status: row.status,
    note: row.note,
    created: row.created_at.toISOString(),
  };
}

// Times in India, as the console shows them (docs/api/staff-console.md#leads-and-events).
const CSV_HEADER = [
  'Received (IST)',
  'Event',
  'Name',
  'Email',
  'Phone',
  'Date',
  'Message',
  'Status',
  'Note',
];

/** Event registrations for staff: status, note and a CSV export. */
export const eventsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const registrations = createEventsRepository(app.db);

  app.route({
    ...routeOf(staffRegistrationsEndpoint),
    handler: async (request) => {
      const { page, pageSize, status, source } = request.query;
      const { rows, total } = await registrations.listForStaff({
        status,
        source,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { leads: rows.map(toLead), total };
    },
  });

  app.route({
    ...routeOf(staffRegistrationsCsvEndpoint),
    handler: async (request, reply) => {
      const { rows } = await registrations.listForStaff({
        ...request.query,
        offset: 0,
        limit: 100_000,
      });
      const lines = rows
        .map(toLead)
        .map((lead) => [
          indiaTimeCell(lead.created),
          lead.source,
          lead.name,
          lead.email,
          lead.phone,
          lead.date,
          lead.message,
          lead.status,
          lead.note,
        ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="event-registrations.csv"')
        .send(toCsv(CSV_HEADER, lines));
    },
  });

  app.route({
    ...routeOf(staffUpdateRegistrationEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { id } = request.params;
      const now = app.clock.now();
      const row = await app.db.transaction().execute(async (trx) => {
        const repository = createEventsRepository(trx);
        const before = await repository.findForStaff(id);
        if (!before) throw new HttpError('NOT_FOUND', API_MESSAGES.notFound);
        const after = await repository.followUp(id, request.body, now);
        await createAuditLog(trx).record(
          member,
          {
            action: 'registration.update',
            subject: `registration ${id}`,
            before: { status: before.status, note: before.note },
            after: request.body,
          },
          now,
        );
        return after;
      });
      return { lead: toLead(row) };
    },
  });
};
