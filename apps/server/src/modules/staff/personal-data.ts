import type { FastifyInstance } from 'fastify';
import { createAuditLog } from '../../platform/audit/audit-log';
import { createStaffRepository, STAFF_TABLES } from './repository';

/**
 * A staff member's sign-in tables and the audit log in the registry of personal data
 * (docs/decisions/052-a-registry-of-personal-data.md): the sign-in goes on erasure; what they did
 * stays in the audit log, which is never edited.
 */
export function registerStaffPersonalData(app: FastifyInstance) {
  const repository = createStaffRepository(app.db);
  for (const table of STAFF_TABLES) {
    app.personalData.register({
      table,
      section: `staff.${table}`,
      heldFor: 'staff',
      erasure: 'delete',
      note: 'Your staff sign-in: second factor, recovery codes and console sessions (never their secrets).',
      export: ({ userId }) => repository.exportOf(table, userId),
      erase: (trx, { userId }) => createStaffRepository(trx).deleteOf(table, userId),
    });
  }
  const audit = createAuditLog(app.db);
  app.personalData.register({
    table: 'audit_log',
    section: 'staff.auditLog',
    heldFor: 'staff',
    erasure: 'keep',
    note: "What you did in the staff console: the audit log is the shop's record and is never edited.",
    export: ({ userId }) => audit.exportOf(userId),
    erase: (trx, { userId }) => createAuditLog(trx).countOf(userId),
  });
}
