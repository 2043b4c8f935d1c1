import { descriptionSchema, MESSAGES } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, messageBodySchema } from '../../http/http-error';
import { assertSessionUser, requireSession } from '../../plugins/session';
import { createTicketsRepository } from './repository';

export const TICKET_MESSAGES = {
  raised: 'Issue Raised! Redirecting to support section...',
  edited: 'Ticket Edited!',
  orderNotFound: 'Order not found',
  ticketNotFound: 'Ticket not found',
} as const;

/** SPEC §5 Ticket: "Please describe the issue!" when blank; at most 300 characters. */
const issueSchema = descriptionSchema(
  MESSAGES.validation.issueRequired,
  MESSAGES.validation.descriptionTooLong,
);
const uid = z.string().max(200).optional().describe("Must be the session's user");
const ticketSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  description: z.string(),
  created: z.string(),
});
const ticketsSchema = z.array(ticketSchema);
const guarded = {
  400: messageBodySchema,
  401: messageBodySchema,
  403: messageBodySchema,
  404: messageBodySchema,
};

/** Support tickets on the user's own orders (SPEC §2 Tickets, §7 support, editTicket, delTicket). */
export const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tickets = createTicketsRepository(app.db);
  const listFor = async (userId: string) =>
    (await tickets.listForUser(userId)).map((ticket) => ({
      ...ticket,
      created: ticket.created.toISOString(),
    }));
  app.accountDetails.provide('userTickets', listFor);

  app.addHook('onRequest', requireSession);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/support',
    {
      schema: {
        tags: ['tickets'],
        summary: "Raises a ticket on one of the user's orders",
        body: z.object({
          uid,
          orderId: z.string({ error: TICKET_MESSAGES.orderNotFound }).max(100),
          issue: issueSchema,
        }),
        response: { 201: z.object({ message: z.string(), tickets: ticketsSchema }), ...guarded },
      },
    },
    async (request, reply) => {
      const user = assertSessionUser(request, request.body, ['uid']);
      const { orderId, issue } = request.body;
      if (!(await tickets.raise(user.id, orderId, issue, app.clock.now()))) {
        throw new HttpError(404, TICKET_MESSAGES.orderNotFound);
      }
      return reply
        .code(201)
        .send({ message: TICKET_MESSAGES.raised, tickets: await listFor(user.id) });
    },
  );

  app.post(
    '/editTicket',
    {
      schema: {
        tags: ['tickets'],
        summary: "Changes the description of one of the user's tickets",
        body: z.object({
          id: z.string({ error: TICKET_MESSAGES.ticketNotFound }).max(100),
          uid,
          desc: issueSchema,
        }),
        response: { 200: z.object({ message: z.string(), tickets: ticketsSchema }), ...guarded },
      },
    },
    async (request) => {
      // `id` names the ticket here, not the user.
      const user = assertSessionUser(request, request.body, ['uid']);
      const { id, desc } = request.body;
      if (!(await tickets.edit(user.id, id, desc, app.clock.now()))) {
        throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
      }
      return { message: TICKET_MESSAGES.edited, tickets: await listFor(user.id) };
    },
  );

  app.post(
    '/delTicket',
    {
      schema: {
        tags: ['tickets'],
        summary: "Deletes one of the user's tickets",
        body: z.object({ id: z.string({ error: TICKET_MESSAGES.ticketNotFound }).max(100), uid }),
        response: { 200: z.object({ tickets: ticketsSchema }), ...guarded },
      },
    },
    async (request) => {
      const user = assertSessionUser(request, request.body, ['uid']);
      if (!(await tickets.remove(user.id, request.body.id))) {
        throw new HttpError(404, TICKET_MESSAGES.ticketNotFound);
      }
      return { tickets: await listFor(user.id) };
    },
  );
};
