import { z } from 'zod';
import { endpoint } from './endpoint';

/** The staff dashboard, and the payments held for review on it (docs/api/staff-console.md). */

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
