import { z } from 'zod';
import { emailSchema } from '../validation/schemas';
import { endpoint } from './endpoint';
import { pagedTotalShape } from './paged-total';
import { storedUuid } from './shared';
import { pageQuerySchema } from './staff';

/** Coupons, leads and events, tickets and the dashboard, for staff (docs/api/staff-console.md). */

// Coupons.
export const couponOfferSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  amountOff: z.number().describe('Rupees taken off'),
  minPurchaseValue: z.number().describe('Rupees of PCs the cart must hold'),
  validity: z.string().nullable().describe('ISO end; null while the offer lasts'),
  target: z.string().describe('"all" or the customer\'s email'),
  created: z.string(),
  expiredAt: z.string().nullable(),
  issued: z.number(),
  used: z.number(),
});
export type CouponOffer = z.infer<typeof couponOfferSchema>;

const couponTermsSchema = z.object({
  description: z.string().trim().min(1, 'Please describe the offer.').max(200),
  amountOff: z.number().int('Whole rupees, please.').min(1, 'Whole rupees, please.').max(1_000_000),
  minPurchaseValue: z.number().int().min(0).max(10_000_000),
  validity: z.iso.datetime({ offset: true }).nullable(),
});

export const staffCouponsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/coupons',
  tag: 'staff-coupons',
  summary: 'Every coupon offer made by staff, with how many were issued and used',
  response: z.object({ offers: z.array(couponOfferSchema) }),
  errors: [],
});

export const staffCreateCouponEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/coupons',
  tag: 'staff-coupons',
  summary: 'Makes a coupon offer and issues it to one customer or to every customer',
  body: couponTermsSchema.extend({
    code: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_-]{3,20}$/, 'Use 3 to 20 capital letters, digits, - or _.'),
    targetEmail: emailSchema.nullable().describe('Null: every customer'),
  }),
  status: 201,
  response: z.object({ offer: couponOfferSchema }),
  errors: ['NOT_FOUND', 'COUPON_CODE_TAKEN', 'COUPON_LAST_DAY_PASSED'],
});

const offerParams = z.object({ offerId: storedUuid({ error: 'Coupon not found' }) });

export const staffUpdateCouponEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/coupons/:offerId/update',
  tag: 'staff-coupons',
  summary: "Changes an offer's terms, for every coupon of it not yet used",
  params: offerParams,
  body: couponTermsSchema,
  response: z.object({ offer: couponOfferSchema }),
  errors: ['NOT_FOUND', 'COUPON_LAST_DAY_PASSED'],
});

export const staffExpireCouponEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/coupons/:offerId/expire',
  tag: 'staff-coupons',
  summary: 'Ends an offer now: its unused coupons stop working',
  params: offerParams,
  response: z.object({ offer: couponOfferSchema }),
  errors: ['NOT_FOUND'],
});

// Leads and event registrations.
export const FOLLOW_UP_STATUSES = ['new', 'contacted', 'closed'] as const;
export const followUpStatusSchema = z.enum(FOLLOW_UP_STATUSES);

export const staffLeadSchema = z.object({
  id: z.string(),
  source: z.string().describe('callback, consultation, careers, or the event'),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string().nullable(),
  message: z.string().nullable(),
  status: followUpStatusSchema,
  note: z.string().nullable(),
  created: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

const leadsQuery = pageQuerySchema.extend({
  status: z.enum(['all', ...FOLLOW_UP_STATUSES]).default('all'),
  source: z.string().max(100).optional(),
});

const followUpBody = z.object({
  status: followUpStatusSchema,
  note: z.string().trim().max(1000).nullable(),
});
const leadParams = z.object({ id: storedUuid({ error: 'Not found' }) });

export const staffLeadsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/leads',
  tag: 'staff-leads',
  summary: 'Callbacks, consultations and job applications, newest first',
  query: leadsQuery,
  response: z.object({ leads: z.array(staffLeadSchema), ...pagedTotalShape }),
  errors: [],
});

export const staffUpdateLeadEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/leads/:id',
  tag: 'staff-leads',
  summary: "Sets a lead's status and note",
  params: leadParams,
  body: followUpBody,
  response: z.object({ lead: staffLeadSchema }),
  errors: ['NOT_FOUND'],
});

export const staffLeadsCsvEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/leads.csv',
  tag: 'staff-leads',
  summary: 'The leads as CSV, with the same filters',
  query: leadsQuery.omit({ page: true, pageSize: true }),
  response: z.string().describe('text/csv'),
  errors: [],
});

export const staffRegistrationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/registrations',
  tag: 'staff-leads',
  summary: 'Event registrations, newest first',
  query: leadsQuery,
  response: z.object({ leads: z.array(staffLeadSchema), ...pagedTotalShape }),
  errors: [],
});

export const staffUpdateRegistrationEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/registrations/:id',
  tag: 'staff-leads',
  summary: "Sets a registration's status and note",
  params: leadParams,
  body: followUpBody,
  response: z.object({ lead: staffLeadSchema }),
  errors: ['NOT_FOUND'],
});

export const staffRegistrationsCsvEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/registrations.csv',
  tag: 'staff-leads',
  summary: 'The event registrations as CSV, with the same filters',
  query: leadsQuery.omit({ page: true, pageSize: true }),
  response: z.string().describe('text/csv'),
  errors: [],
});

// Tickets.
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

// The dashboard.
export const heldPaymentSchema = z.object({
  merchantTransactionId: z.string(),
  customerEmail: z.string(),
  amount: z.number(),
  reason: z.string().describe('Why it is held, in words (payment codes put into words)'),
  created: z.string(),
});

/** A paid or still-pending payment a person must look at (docs/decisions/081). */
export const paymentToReviewSchema = heldPaymentSchema.extend({
  status: z
    .enum(['SUCCESS', 'PENDING'])
    .describe('SUCCESS: its order stands; PENDING: still asked'),
});

export const staffDashboardEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  tag: 'staff-dashboard',
  summary:
    "Today's orders and revenue, orders per stage, payments held for review and others a person must look at, open tickets, new leads, and for admins the CRM contacts of erased customers still to delete",
  response: z.object({
    today: z
      .object({ orders: z.number(), revenue: z.number().describe('Rupees') })
      .describe('Orders placed since midnight in India, not counting cancelled or refunded ones'),
    stageCounts: z.record(z.string(), z.number()),
    heldPayments: z.array(heldPaymentSchema),
    paymentsToReview: z
      .array(paymentToReviewSchema)
      .describe('Paid with a coupon already spent, or unanswered past the timeout'),
    openTickets: z.number(),
    newLeads: z.number(),
    lowStock: z.number(),
    crmCopiesToDelete: z
      .number()
      .nullable()
      .describe('Erased customers the CRM may still hold; null for staff, who cannot act on them'),
  }),
  errors: [],
});

export const staffRecheckPaymentEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/payments/:merchantTransactionId/recheck',
  tag: 'staff-dashboard',
  summary: 'Asks the provider again about a payment held for review',
  params: z.object({ merchantTransactionId: z.string().regex(/^[A-Za-z0-9_-]{1,34}$/) }),
  response: z.object({
    status: z.enum(['PENDING', 'SUCCESS', 'FAILED']),
    held: z.boolean().describe('Still held for review after the check'),
    code: z.string().describe("The provider's answer (PAYMENT_STATUS_CODES; recheckInWords)"),
  }),
  errors: ['NOT_FOUND'],
});
