import {
  API_MESSAGES,
  auditLogEndpoint,
  orderNumber,
  staffCreateEndpoint,
  staffListEndpoint,
  staffResetSecondFactorEndpoint,
  staffRoleEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { ADMIN_ONLY, staffMember } from '../../platform/staff/access';
import { createAccountsService } from '../accounts/service';
import { createOrdersService } from '../orders/service';
import { createStaffRepository } from './repository';
import { mailStaffInvitation, mailStaffNotice } from './staff-letters';

/** The audit log's subject of an order: "order" and its id. */
const ORDER_SUBJECT = /^order ([0-9a-f-]{36})$/;

const notFound = () => new HttpError('NOT_FOUND', API_MESSAGES.notFound);

/** Refuses a change of role that would leave no admin (docs/decisions/084-the-last-admin-stays.md). */
async function keepAnAdmin(
  users: ReturnType<typeof createAccountsService>,
  member: { id: string; role: string | null } | undefined,
  role: 'staff' | 'admin' | null,
) {
  if (member?.role !== 'admin' || role === 'admin') return;
  const admins = await users.lockAdmins();
  if (admins.every((id) => id === member.id)) {
    throw new HttpError('LAST_ADMIN', API_MESSAGES.lastAdmin);
  }
}

/** Admins manage staff accounts and read the audit log (docs/api/staff-console.md#staff-accounts). */
export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountsService(app.db);
  const staff = createStaffRepository(app.db);
  const orders = createOrdersService(app.db);

  app.route({
    ...routeOf(staffListEndpoint),
    config: ADMIN_ONLY,
    handler: async () => {
      const rows = await accounts.listStaff();
      const enrolled = await staff.hasSecondFactor(rows.map((row) => row.id));
      return {
        staff: rows.flatMap((row) =>
          row.role
            ? [
                {
                  id: row.id,
                  email: row.email,
                  name: `${row.firstname} ${row.lastname}`.trim(),
                  role: row.role,
                  secondFactor: enrolled.has(row.id),
                },
              ]
            : [],
        ),
      };
    },
  });

  app.route({
    ...routeOf(staffCreateEndpoint),
    config: ADMIN_ONLY,
    handler: async (request, reply) => {
      const admin = staffMember(request);
      const { email, role, firstName, lastName } = request.body;
      const now = app.clock.now();
      const result = await app.db.transaction().execute(async (trx) => {
        const users = createAccountsService(trx);
        const existing = await users.findStaffByEmail(email);
        const id =
          existing?.id ??
          (await users.createUser({
            firstname: firstName,
            lastname: lastName,
            email,
            number: null,
            passwordHash: null,
          }));
        if (!id) throw new Error('a new staff account could not be created');
        await keepAnAdmin(users, existing, role);
        await users.setRole(id, role);
        // Every addition is told, by email: an account without a password (new, or added before
        // and not yet set up) gets a fresh invitation; an existing one, what it may now do.
        const colleague = {
          id,
          email: existing?.email ?? email,
          firstname: existing?.firstname ?? firstName,
        };
        const mail = existing?.password_hash ? mailStaffNotice : mailStaffInvitation;
        if (!existing?.password_hash || existing.role !== role) {
          await mail(trx, colleague, role, app.config.publicBaseUrl, now);
        }
        await createAuditLog(trx).record(
          admin,
          {
            action: 'staff.role',
            subject: `staff ${email.toLowerCase()}`,
            before: { role: existing?.role ?? null },
            after: { role },
          },
          now,
        );
        const member = existing ?? { firstname: firstName, lastname: lastName, email };
        return {
          member: {
            id,
            email: member.email,
            name: `${member.firstname} ${member.lastname}`.trim(),
            role,
          },
          created: !existing,
        };
      });
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...routeOf(staffRoleEndpoint),
    config: ADMIN_ONLY,
    handler: async (request) => {
      const admin = staffMember(request);
      const { userId, role } = request.body;
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const users = createAccountsService(trx);
        const before = await users.findStaffById(userId);
        if (!before) throw notFound();
        await keepAnAdmin(users, before, role);
        await users.setRole(userId, role);
        if (role === null) await createStaffRepository(trx).endSessionsOf(userId);
        await createAuditLog(trx).record(
          admin,
          {
            action: 'staff.role',
            subject: `staff ${before.email.toLowerCase()}`,
            before: { role: before.role },
            after: { role },
          },
          now,
        );
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(staffResetSecondFactorEndpoint),
    config: ADMIN_ONLY,
    handler: async (request) => {
      const admin = staffMember(request);
      const { userId } = request.body;
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const member = await createAccountsService(trx).findStaffById(userId);
        if (!member?.role) throw notFound();
        const repository = createStaffRepository(trx);
        await repository.clearSecondFactor(userId);
        await repository.endSessionsOf(userId);
        await createAuditLog(trx).record(
          admin,
          { action: 'staff.reset-second-factor', subject: `staff ${member.email.toLowerCase()}` },
          now,
        );
      });
      return { ok: true as const };
    },
  });

  app.route({
    ...routeOf(auditLogEndpoint),
    config: ADMIN_ONLY,
    handler: async (request) => {
      const { page, pageSize, action, subject } = request.query;
      const { entries, ...total } = await createAuditLog(app.db).list({
        ...(action !== undefined && { action }),
        ...(subject !== undefined && { subject }),
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      // An entry about an order names it by its number (docs/decisions/111-short-order-numbers.md).
      const orderOf = (subject: string) => ORDER_SUBJECT.exec(subject)?.[1];
      const numbers = await orders.numbersOf(
        entries.flatMap((entry) => orderOf(entry.subject) ?? []),
      );
      const numberOf = (subject: string) => {
        const digits = numbers.get(orderOf(subject) ?? '');
        return digits === undefined ? null : orderNumber(digits);
      };
      return {
        ...total,
        entries: entries.map((entry) => ({
          id: Number(entry.id),
          staffEmail: entry.staff_email,
          action: entry.action,
          subject: entry.subject,
          orderNumber: numberOf(entry.subject),
          before: entry.before,
          after: entry.after,
          at: entry.at.toISOString(),
        })),
      };
    },
  });
};
