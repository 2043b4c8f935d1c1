import {
  API_MESSAGES,
  MESSAGES,
  orderNumber,
  type StaffTicket,
  staffReplyTicketEndpoint,
  staffTicketsEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { staffMember } from '../../platform/staff/access';
import { createTicketsRepository } from './repository';

type Repository = ReturnType<typeof createTicketsRepository>;
type Row = NonNullable<Awaited<ReturnType<Repository['findForStaff']>>>;

async function withReplies(tickets: Repository, rows: Row[]): Promise<StaffTicket[]> {
  const replies = await tickets.replies(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    orderid: row.orderid,
    orderNumber: orderNumber(row.order_number),
    description: row.description,
    created: row.created.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    customerName: `${row.firstname} ${row.lastname}`.trim(),
    customerEmail: row.email,
    replies: replies
      .filter((reply) => reply.ticket_id === row.id)
      .map((reply) => ({
        author: reply.author,
        body: reply.body,
        created: reply.created.toISOString(),
        staffEmail: reply.staff_email,
      })),
  }));
}

/** Staff answer tickets; the customer is mailed (docs/api/staff-console.md#tickets). */
export const ticketsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = createTicketsRepository(app.db);

  app.route({
    ...routeOf(staffTicketsEndpoint),
    handler: async (request) => {
      const { page, pageSize, status } = request.query;
      const { rows, ...total } = await tickets.listForStaff({
        status,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return { tickets: await withReplies(tickets, rows), ...total };
    },
  });

  app.route({
    ...routeOf(staffReplyTicketEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { ticketId } = request.params;
      const { body, close } = request.body;
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const repository = createTicketsRepository(trx);
        const ticket = await repository.findForStaff(ticketId);
        if (!ticket) throw new HttpError('NOT_FOUND', API_MESSAGES.ticketNotFound);
        await repository.addStaffReply(ticketId, member.id, body, now);
        if (close) await repository.close(ticketId, now);
        await createAuditLog(trx).record(
          member,
          {
            action: close ? 'ticket.close' : 'ticket.reply',
            subject: `ticket ${ticketId}`,
            before: { closed: ticket.closed_at !== null },
            after: { reply: body, closed: close || ticket.closed_at !== null },
          },
          now,
        );
        await createOutboxRepository(trx).enqueue(
          {
            channel: 'email',
            recipient: ticket.email,
            subject: `RigForge support answered your ticket on ${orderNumber(ticket.order_number)}`,
            body: [
              `Hi ${ticket.firstname},`,
              '',
              'Our support team answered your ticket:',
              '',
              body,
              '',
              `See the whole conversation at ${app.config.publicBaseUrl}/tickets.`,
              '',
              'Team RigForge',
            ].join('\n'),
            payload: { ticketId },
          },
          now,
        );
      });
      const row = (await tickets.findForStaff(ticketId)) as Row;
      const [ticket] = await withReplies(tickets, [row]);
      return { message: MESSAGES.staff.replySent, ticket: ticket as StaffTicket };
    },
  });
};
