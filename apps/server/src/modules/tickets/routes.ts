import {
  API_MESSAGES,
  deleteTicketEndpoint,
  editTicketEndpoint,
  MESSAGES,
  orderNumber,
  raiseTicketEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { assertSessionUser, requireSession } from '../../platform/sessions/plugin';
import { createOrdersService } from '../orders/service';
import { createTicketsRepository } from './repository';

/** Support tickets on the user's own orders (docs/api/tickets.md). */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = createTicketsRepository(app.db);
  const orders = createOrdersService(app.db);
  const listFor = async (userId: string) => {
    const rows = await tickets.listForUser(userId);
    const replies = await tickets.replies(rows.map((ticket) => ticket.id));
    const repliesOf = new Map<string, typeof replies>();
    for (const reply of replies) {
      const known = repliesOf.get(reply.ticket_id);
      if (known) known.push(reply);
      else repliesOf.set(reply.ticket_id, [reply]);
    }
    return rows.map(({ closed_at, order_number, ...ticket }) => ({
      ...ticket,
      orderNumber: orderNumber(order_number),
      created: ticket.created.toISOString(),
      replies: (repliesOf.get(ticket.id) ?? []).map((reply) => ({
        author: reply.author,
        body: reply.body,
        created: reply.created.toISOString(),
      })),
      closed: closed_at !== null,
    }));
  };
  // Kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md).
  app.accountDetails.provide(
    'userTickets',
    rememberedUntilChange(app.databaseChangeCount, listFor),
  );
  app.personalData.register({
    table: 'tickets',
    section: 'supportTickets',
    erasure: 'delete',
    note: 'Your support tickets.',
    export: ({ userId }) => tickets.exportForUser(userId),
    erase: (trx, { userId }) => createTicketsRepository(trx).deleteAllForUser(userId),
  });
  app.personalData.register({
    table: 'ticket_replies',
    section: 'staff.ticketReplies',
    heldFor: 'staff',
    erasure: 'keep',
    note: "The answers you wrote to customers' tickets: they stay in the customer's conversation.",
    export: ({ userId }) => tickets.exportRepliesBy(userId),
    erase: (trx, { userId }) => createTicketsRepository(trx).countRepliesBy(userId),
  });

  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.route({
    ...routeOf(raiseTicketEndpoint),
    handler: async (request, reply) => {
      const user = assertSessionUser(request, request.body, ['uid']);
      const { orderId, issue } = request.body;
      if (!(await orders.belongsTo(user.id, orderId))) {
        throw new HttpError('NOT_FOUND', API_MESSAGES.orderNotFound);
      }
      await tickets.raise(user.id, orderId, issue, app.clock.now());
      return reply
        .code(201)
        .send({ message: MESSAGES.tickets.raised, tickets: await listFor(user.id) });
    },
  });

  app.route({
    ...routeOf(editTicketEndpoint),
    handler: async (request) => {
      // `id` names the ticket here, not the user.
      const user = assertSessionUser(request, request.body, ['uid']);
      const { id, desc } = request.body;
      if (!(await tickets.edit(user.id, id, desc, app.clock.now()))) {
        throw new HttpError('NOT_FOUND', API_MESSAGES.ticketNotFound);
      }
      return { message: MESSAGES.tickets.edited, tickets: await listFor(user.id) };
    },
  });

  app.route({
    ...routeOf(deleteTicketEndpoint),
    handler: async (request) => {
      const user = assertSessionUser(request, request.body, ['uid']);
      if (!(await tickets.remove(user.id, request.body.id))) {
        throw new HttpError('NOT_FOUND', API_MESSAGES.ticketNotFound);
      }
      return { tickets: await listFor(user.id) };
    },
  });
};
