import { z } from 'zod';
import { API_MESSAGES } from '../validation/api-messages';
import { MESSAGES } from '../validation/messages';
import { descriptionSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { sessionUserIdSchema } from './shared';

/** "Please describe the issue!" when blank; at most 300 characters. */
export const ticketIssueSchema = descriptionSchema(
  MESSAGES.validation.issueRequired,
  MESSAGES.validation.descriptionTooLong,
);

export const ticketSchema = z.object({
  id: z.string(),
  orderid: z.string(),
  orderNumber: z.string().describe('The OD-XXXX-XXXX number of the order it is about'),
  description: z.string(),
  created: z.string().describe('ISO date-time'),
  replies: z
    .array(
      z.object({
        author: z.enum(['staff', 'customer']),
        body: z.string(),
        created: z.string(),
      }),
    )
    .optional()
    .describe("The conversation: the shop's answers (docs/api/staff-console.md#tickets)"),
  closed: z.boolean().optional(),
});
export type Ticket = z.infer<typeof ticketSchema>;

const ticketsSchema = z.array(ticketSchema);

export const raiseTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/support',
  tag: 'tickets',
  summary: "Raises a ticket on one of the user's orders",
  body: z.object({
    uid: sessionUserIdSchema,
    orderId: z.string({ error: API_MESSAGES.orderNotFound }).max(100),
    issue: ticketIssueSchema,
  }),
  status: 201,
  response: z.object({ message: z.string(), tickets: ticketsSchema }),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND'],
});

export const editTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/editTicket',
  tag: 'tickets',
  summary: "Changes the description of one of the user's tickets",
  body: z.object({
    id: z.string({ error: API_MESSAGES.ticketNotFound }).max(100),
    uid: sessionUserIdSchema,
    desc: ticketIssueSchema,
  }),
  response: z.object({ message: z.string(), tickets: ticketsSchema }),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND'],
});

export const deleteTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/delTicket',
  tag: 'tickets',
  summary: "Deletes one of the user's tickets",
  body: z.object({
    id: z.string({ error: API_MESSAGES.ticketNotFound }).max(100),
    uid: sessionUserIdSchema,
  }),
  response: z.object({ tickets: ticketsSchema }),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND'],
});
