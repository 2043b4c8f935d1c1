import { z } from 'zod';
import { endpoint } from './endpoint';
import { pagedTotalShape } from './paged-total';
import { storedUuid } from './shared';
import { pageQuerySchema } from './staff';

/** Customers' tickets, for staff to answer (docs/api/staff-console.md). */

export const ticketReplySchema = z.object({
  author: z.enum(['staff', 'customer']),
  body: z.string(),
  created: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

export const staffTicketSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  orderNumber: z.string(),
  description: z.string(),
  created: z.string(),
  closedAt: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  replies: z.array(ticketReplySchema.extend({ staffEmail: z.string().nullable() })),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const staffTicketsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/tickets',
  tag: 'staff-tickets',
  summary: 'Tickets with their conversations, open first',
  query: pageQuerySchema.extend({ status: z.enum(['open', 'closed', 'all']).default('open') }),
  response: z.object({ tickets: z.array(staffTicketSchema), ...pagedTotalShape }),
  errors: [],
});

const ticketParams = z.object({ ticketId: storedUuid({ error: 'Ticket not found' }) });

export const staffReplyTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/tickets/:ticketId/reply',
  tag: 'staff-tickets',
  summary: 'Answers a ticket; the customer is mailed and sees it in My Tickets',
  params: ticketParams,
  body: z.object({
    body: z.string().trim().min(1, 'Please write a reply.').max(1000),
    close: z.boolean().default(false),
  }),
  response: z.object({ message: z.string(), ticket: staffTicketSchema }),
  errors: ['NOT_FOUND'],
});
