import {
  API_MESSAGES,
  type StaffLead,
  type staffLeadsCsvEndpoint,
  type staffLeadsEndpoint,
  type staffRegistrationsCsvEndpoint,
  type staffRegistrationsEndpoint,
  type staffUpdateLeadEndpoint,
  type staffUpdateRegistrationEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { createAuditLog } from '../../platform/audit/audit-log';
import type { Database } from '../../platform/db/schema';
import type { FollowUpStatus } from '../../platform/db/schema-follow-up';
import { indiaTimeCell, toCsv } from '../../platform/http/csv';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';

type Db = Kysely<Database> | Transaction<Database>;

/** What a table of people to follow up (leads, event registrations) offers staff. */
export type FollowUpStore<Row> = {
  listForStaff(filter: {
    status: 'all' | FollowUpStatus;
    source?: string | undefined;
    offset: number;
    limit: number;
  }): Promise<{ rows: Row[]; total: number; totalCapped: boolean }>;
  findForStaff(id: string): Promise<Row | undefined>;
  followUp(
    id: string,
    change: { status: FollowUpStatus; note: string | null },
    now: Date,
  ): Promise<Row>;
};

/** The most rows one export holds. */
const EXPORT_LIMIT = 100_000;

/**
 * Staff follow-up of people who reached the shop, one way for leads and for event registrations
 * (docs/api/staff-console.md#leads-and-events): a page of them by status and source, the same as
 * a CSV with times in India, and a status and note set in one transaction with its audit record.
 */
export function staffFollowUpRoutes<Row extends { status: FollowUpStatus; note: string | null }>({
  endpoints,
  storeOf,
  toLead,
  audit,
  csv,
}: {
  endpoints:
    | {
        list: typeof staffLeadsEndpoint;
        csv: typeof staffLeadsCsvEndpoint;
        update: typeof staffUpdateLeadEndpoint;
      }
    | {
        list: typeof staffRegistrationsEndpoint;
        csv: typeof staffRegistrationsCsvEndpoint;
        update: typeof staffUpdateRegistrationEndpoint;
      };
  storeOf: (db: Db) => FollowUpStore<Row>;
  toLead: (row: Row) => StaffLead;
  audit: { action: string; subject: (id: string) => string };
  csv: { filename: string; sourceHeading: string };
}): FastifyPluginAsyncZod {
  const header = [
    'Received (IST)',
    csv.sourceHeading,
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

  return async (app) => {
    const store = storeOf(app.db);

    app.route({
      ...routeOf(endpoints.list),
      handler: async (request) => {
        const { page, pageSize, status, source } = request.query;
        const { rows, ...total } = await store.listForStaff({
          status,
          source,
          offset: (page - 1) * pageSize,
          limit: pageSize,
        });
        return { leads: rows.map(toLead), ...total };
      },
    });

    app.route({
      ...routeOf(endpoints.csv),
      handler: async (request, reply) => {
        const { rows } = await store.listForStaff({
          ...request.query,
          offset: 0,
          limit: EXPORT_LIMIT,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .send(toCsv(header, rows.map(toLead).map(csvRow)));
      },
    });

    app.route({
      ...routeOf(endpoints.update),
      handler: async (request) => {
        const member = staffMember(request);
        const { id } = request.params;
        const now = app.clock.now();
        const row = await app.db.transaction().execute(async (trx) => {
          const repository = storeOf(trx);
          const before = await repository.findForStaff(id);
          if (!before) throw new HttpError('NOT_FOUND', API_MESSAGES.notFound);
          const after = await repository.followUp(id, request.body, now);
          await createAuditLog(trx).record(
            member,
            {
              action: audit.action,
              subject: audit.subject(id),
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
}
