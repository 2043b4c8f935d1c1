import {
  API_MESSAGES,
  type StaffLead,
  staffLeadsCsvEndpoint,
  staffLeadsEndpoint,
  staffUpdateLeadEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { indiaTimeCell, toCsv } from '../../platform/http/csv';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createLeadsRepository, type LeadRow } from './repository';

function toLead(row: LeadRow): StaffLead {
  return {
    id: row.id,
    source: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    date: row.preferred_date,
    message: row.message,
    status: row.status,
    note: row.note,
    created: row.created_at.toISOString(),
  };
}

// Times in India, as the console shows them (docs/api/staff-console.md#leads-and-events).
const CSV_HEADER = [
  'Received (IST)',
  'Source',
  'Name',
  'Email',
  'Phone',
  'Date',
  'Message',
  'Status',
  'Note',
];
const csvRow = (lead: StaffLead) => [
  indiaTimeCell(lead.created),
  lead.source,
  lead.name,
  lead.email,
  lead.phone,
  lead.date,
  lead.message,
  lead.status,
  lead.note,
];

/** Leads for staff: status, note and a CSV export (docs/api/staff-console.md#leads-and-events). */
export const leadsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const leads = createLeadsRepository(app.db);

  app.route({
    ...routeOf(staffLeadsEndpoint),
    handler: async (request) => {
      const { page, pageSize, status, source } = request.query;
      const { rows, total } = await leads.listForStaff({
        status,
        source,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { leads: rows.map(toLead), total };
    },
  });

  app.route({
    ...routeOf(staffLeadsCsvEndpoint),
    handler: async (request, reply) => {
      const { rows } = await leads.listForStaff({ ...request.query, offset: 0, limit: 100_000 });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .send(toCsv(CSV_HEADER, rows.map(toLead).map(csvRow)));
    },
  });

  app.route({
    ...routeOf(staffUpdateLeadEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { id } = request.params;
      const now = app.clock.now();
      const row = await app.db.transaction().execute(async (trx) => {
        const repository = createLeadsRepository(trx);
        const before = await repository.findForStaff(id);
        if (!before) throw new HttpError('NOT_FOUND', API_MESSAGES.notFound);
        const after = await repository.followUp(id, request.body, now);
        await createAuditLog(trx).record(
          member,
          {
            action: 'lead.update',
            subject: `lead ${id}`,
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
