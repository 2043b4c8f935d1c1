import {
  API_MESSAGES,
  paiseToRupees,
  paymentProviderLabel,
  reviewReasonInWords,
  staffDashboardEndpoint,
  staffRecheckPaymentEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createCatalogueService } from '../catalogue/service';
import { createDataRightsService } from '../data-rights/service';
import { createLeadsService } from '../leads/service';
import { createOrdersService } from '../orders/service';
import { createPaymentsService } from '../payments/service';
import { createTicketsService } from '../tickets/service';

const DAY_MS = 24 * 60 * 60 * 1000;
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** Midnight in India before `now`: "today" for the shop. */
function startOfIndianDay(now: Date): Date {
  const local = now.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** The console's first page (docs/api/staff-console.md#dashboard). */
export const staffDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersService(app.db);
  const payments = createPaymentsService(app);
  const tickets = createTicketsService(app.db);
  const leads = createLeadsService(app.db);
  const catalogue = createCatalogueService(app);
  const dataRights = createDataRightsService(app.db);

  /**
   * The figures as of now for a day (its start in India) and a reader (an admin also sees the CRM
   * copies to delete), remembered until a change is heard
   * (docs/decisions/064-memory-until-a-change-is-heard.md): staff who open the dashboard while
   * nothing was written share one read, and any write, by any instance, makes the next one read.
   */
  const figures = rememberedUntilChange(app.databaseChangeCount, async (key: string) => {
    const [since = '', reader] = key.split(' ');
    // Asked together: each is one short statement, and none waits on another's answer.
    const [today, stageCounts, held, toReview, openTickets, newLeads, lowStock, crmCopiesToDelete] =
      await Promise.all([
        orders.placedSince(new Date(since)),
        orders.stageCounts(),
        payments.listHeld(),
        payments.listToReview(),
        tickets.countOpen(),
        leads.countNew(),
        catalogue.countLowStock(),
        reader === 'admin' ? dataRights.countCrmCopiesToDelete() : null,
      ]);
    return {
      today: { orders: today.count, revenue: paiseToRupees(today.valuePaise) },
      stageCounts,
      heldPayments: held.map((payment) => ({
        merchantTransactionId: payment.merchant_transaction_id,
        customerEmail: payment.email,
        amount: paiseToRupees(payment.amount_paise),
        // Named as the provider the shop runs (docs/decisions/103-settling-held-payments.md).
        reason: reviewReasonInWords(
          payment.review_reason ?? '',
          paymentProviderLabel(app.payments.provider?.name ?? 'phonepe'),
        ),
        created: payment.created_at.toISOString(),
      })),
      paymentsToReview: toReview.map((payment) => ({
        merchantTransactionId: payment.merchant_transaction_id,
        status: payment.status as 'SUCCESS' | 'PENDING',
        customerEmail: payment.email,
        amount: paiseToRupees(payment.amount_paise),
        reason: reviewReasonInWords(payment.review_reason ?? ''),
        created: payment.created_at.toISOString(),
      })),
      openTickets,
      newLeads,
      lowStock,
      crmCopiesToDelete,
    };
  });

  app.route({
    ...routeOf(staffDashboardEndpoint),
    handler: async (request) => {
      const reader = staffMember(request).role === 'admin' ? 'admin' : 'staff';
      return figures(`${startOfIndianDay(app.clock.now()).toISOString()} ${reader}`);
    },
  });

  app.route({
    ...routeOf(staffRecheckPaymentEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { merchantTransactionId } = request.params;
      const result = await payments.recheckHeld(merchantTransactionId);
      if (!result) throw new HttpError('NOT_FOUND', API_MESSAGES.paymentNotFound);
      await createAuditLog(app.db).record(
        member,
        {
          action: 'payment.recheck',
          subject: `payment ${merchantTransactionId}`,
          before: { status: 'FAILED', held: true },
          after: result,
        },
        app.clock.now(),
      );
      return result;
    },
  });
};
