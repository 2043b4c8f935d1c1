import { API_MESSAGES, staffSettlePaymentEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { staffMember } from '../../platform/staff/access';
import { createPaymentsService } from '../payments/service';

/**
 * Settling a held payment from the dashboard (docs/decisions/103-settling-held-payments.md):
 * make its order, mark it failed or refund it; each press is audited with what it found.
 */
export const staffSettlePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsService(app);
  app.route({
    ...routeOf(staffSettlePaymentEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { merchantTransactionId } = request.params;
      const { way } = request.body;
      const settled = await payments.settleHeld(merchantTransactionId, way, {
        staffId: member.id,
      });
      if (!settled) throw new HttpError('NOT_FOUND', API_MESSAGES.paymentNotFound);
      await createAuditLog(app.db).record(
        member,
        {
          action: `payment.settle.${way}`,
          subject: `payment ${merchantTransactionId}`,
          before: settled.before,
          after: settled.outcome,
        },
        app.clock.now(),
      );
      return settled.outcome;
    },
  });
};
