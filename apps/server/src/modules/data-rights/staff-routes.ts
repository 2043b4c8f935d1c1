import {
  type DataRightsRecord,
  staffCrmCopyDeletedEndpoint,
  staffDataRightsEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { routeOf } from '../../platform/http/route-schema';
import { ADMIN_ONLY, staffMember, staffNotFound } from '../../platform/staff/access';
import { createStaffDataRightsRepository, type DataRightsRow } from './staff-repository';

type TableDone = DataRightsRecord['tables'][number];

/** An export's report counts rows per table; an erasure's gives each table's rule and rows. */
function tablesOf(report: unknown): TableDone[] {
  if (!report || typeof report !== 'object') return [];
  return Object.entries(report as Record<string, unknown>).map(([table, done]) =>
    typeof done === 'number'
      ? { table, rule: null, rows: done }
      : {
          table,
          rule: (done as { rule: TableDone['rule'] }).rule,
          rows: (done as { rows: number }).rows,
        },
  );
}

function toRecord(row: DataRightsRow): DataRightsRecord {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    account: row.erased_at ? null : row.account_email,
    requestedAt: row.requested_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    tables: tablesOf(row.report),
    crmCopy: row.copy_request_id
      ? {
          email: row.copy_email,
          phone: row.copy_phone,
          deletedAt: row.copy_deleted_at?.toISOString() ?? null,
          deletedBy: row.copy_deleted_by,
        }
      : null,
  };
}

/**
 * Customers' downloads and erasures for the shop's admins, and the CRM contacts erasure leaves them
 * to delete by hand (docs/api/data-rights.md#for-the-shops-admins).
 */
export const dataRightsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = createStaffDataRightsRepository(app.db);

  app.route({
    ...routeOf(staffDataRightsEndpoint),
    config: ADMIN_ONLY,
    handler: async (request) => {
      const { page, pageSize, kind } = request.query;
      const [rows, total, crmCopiesToDelete] = await Promise.all([
        requests.list({ kind, offset: (page - 1) * pageSize, limit: pageSize }),
        requests.count(kind),
        requests.countCopiesToDelete(),
      ]);
      return { requests: rows.map(toRecord), total, crmCopiesToDelete };
    },
  });

  app.route({
    ...routeOf(staffCrmCopyDeletedEndpoint),
    config: ADMIN_ONLY,
    handler: async (request) => {
      const admin = staffMember(request);
      const { requestId } = request.body;
      const now = app.clock.now();
      const row = await app.db.transaction().execute(async (trx) => {
        const repository = createStaffDataRightsRepository(trx);
        const found = await repository.find(requestId);
        if (!found?.copy_request_id) throw staffNotFound();
        // Said twice (two admins, or a double click): the first stands and is the one audited.
        if (await repository.markCopyDeleted(requestId, admin.email, now)) {
          await createAuditLog(trx).record(
            admin,
            {
              action: 'data-rights.crm-copy-deleted',
              subject: `erasure ${requestId}`,
              before: { crmCopy: 'waiting' },
              after: { crmCopy: 'deleted' },
            },
            now,
          );
        }
        return repository.find(requestId);
      });
      if (!row) throw staffNotFound();
      request.log.info({ dataRightsRequest: requestId }, 'crm copy deleted');
      return { request: toRecord(row) };
    },
  });
};
