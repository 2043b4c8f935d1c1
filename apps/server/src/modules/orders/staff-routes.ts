import {
  API_MESSAGES,
  checkStageMove,
  MESSAGES,
  paiseToRupees,
  type StageRefusal,
  staffCancelOrderEndpoint,
  staffMoveOrderEndpoint,
  staffOrderEndpoint,
  staffOrdersEndpoint,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { routeOf } from '../../platform/http/route-schema';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { staffMember } from '../../platform/staff/access';
import { createPaymentsService } from '../payments/service';
import { createCancellation } from './cancellation';
import { createReservedStock } from './reserved-stock';
import { createStaffOrdersRepository } from './staff-repository';
import { toPaymentOrders, toStaffOrder, toStageEvents } from './staff-view';
import { stageEmail } from './stage-email';

const { staff: words } = MESSAGES;
const notFound = () => new HttpError('NOT_FOUND', API_MESSAGES.orderNotFound);

const REFUSALS: Record<Exclude<StageRefusal, 'NOT_ALLOWED'>, () => HttpError> = {
  SHIPMENT_REQUIRED: () => new HttpError('SHIPMENT_REQUIRED', words.shipmentRequired),
  TEST_RESULTS_ONLY_AT_STRESS_TEST: () =>
    new HttpError('BAD_REQUEST', words.testResultsOnlyAtStressTest),
};

/** The board, the table and the stage moves (docs/api/staff-orders.md). */
export const ordersStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createStaffOrdersRepository(app.db);
  const payments = createPaymentsService(app);

  /**
   * The order, its stages, and what cancelling it would do: the payment's orders and the refund,
   * as the server will make them, for the console to confirm with.
   */
  async function orderWithEvents(orderId: string) {
    const row = await orders.find(orderId);
    if (!row) throw notFound();
    const paymentId = row.merchant_transaction_id;
    const refundPaise = await payments.refundablePaise(paymentId);
    return {
      order: toStaffOrder(row),
      events: toStageEvents(await orders.events(orderId)),
      paymentOrders: toPaymentOrders(await orders.ofPayment(paymentId)),
      paymentRefund: refundPaise === null ? null : paiseToRupees(refundPaise),
    };
  }

  /** 409 with the order as it now stands, so the console can show it. */
  async function stageChanged(orderId: string) {
    const { order } = await orderWithEvents(orderId);
    return new HttpError('STAGE_CHANGED', words.stageChanged, { order });
  }

  app.route({
    ...routeOf(staffOrdersEndpoint),
    handler: async (request) => {
      const { page, pageSize, stage, q, sort } = request.query;
      const [{ rows, ...total }, stageCounts] = [
        await orders.list({ stage, q, sort, offset: (page - 1) * pageSize, limit: pageSize }),
        await orders.stageCounts(),
      ];
      return { orders: rows.map(toStaffOrder), ...total, stageCounts };
    },
  });

  app.route({
    ...routeOf(staffOrderEndpoint),
    handler: async (request) => orderWithEvents(request.params.orderId),
  });

  app.route({
    ...routeOf(staffMoveOrderEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { orderId } = request.params;
      const { from, to, note, shipment, testResults } = request.body;
      const now = app.clock.now();
      // The parts an order reserves are found by name in today's catalogue.
      const catalogue = to === 'Parts Reserved' ? (await app.catalogue.current()).all : null;
      const outcome = await app.db.transaction().execute(async (trx) => {
        const repository = createStaffOrdersRepository(trx);
        const row = await repository.find(orderId);
        if (!row) throw notFound();
        if (row.status !== from) return 'changed' as const;
        // Cancelling refunds, so it has its own call; Refunded follows the refund.
        const refusal =
          to === 'Cancelled' || to === 'Refunded'
            ? 'NOT_ALLOWED'
            : checkStageMove({ from, to, itemType: row.item_type, shipment, testResults });
        if (refusal === 'NOT_ALLOWED')
          throw new HttpError('MOVE_NOT_ALLOWED', words.moveNotAllowed);
        if (refusal) throw REFUSALS[refusal]();
        if (!(await repository.move(orderId, from, to, now))) return 'changed' as const;
        const reserved = catalogue
          ? await createReservedStock(trx).reserve(row, catalogue)
          : undefined;
        if (reserved) await repository.setReservedStock(orderId, reserved);
        const details = shipment ?? testResults;
        await repository.addEvent({
          orderid: orderId,
          stage: to,
          actor: 'staff',
          staffId: member.id,
          note: note || null,
          details,
          at: now,
        });
        await createAuditLog(trx).record(
          member,
          {
            action: 'order.move',
            subject: `order ${orderId}`,
            before: { status: from },
            after: {
              status: to,
              ...(note && { note }),
              ...(details && { details }),
              ...(reserved && { reservedStock: reserved }),
            },
          },
          now,
        );
        await createOutboxRepository(trx).enqueue(
          stageEmail({
            customer: { firstname: row.firstname, email: row.email },
            order: {
              orderid: orderId,
              orderNumber: row.order_number,
              title: row.title,
              valuePaise: row.value_paise,
            },
            stage: to,
            shipment,
            testResults,
            publicBaseUrl: app.config.publicBaseUrl,
          }),
          now,
        );
        return 'moved' as const;
      });
      if (outcome === 'changed') throw await stageChanged(orderId);
      return orderWithEvents(orderId);
    },
  });

  const cancellation = createCancellation(app);
  app.route({
    ...routeOf(staffCancelOrderEndpoint),
    handler: async (request) => {
      const member = staffMember(request);
      const { orderId } = request.params;
      const { from, note } = request.body;
      try {
        await cancellation.cancel(orderId, { actor: 'staff', member, from }, note);
      } catch (error) {
        if (error instanceof HttpError && error.code === 'STAGE_CHANGED') {
          throw await stageChanged(orderId);
        }
        throw error;
      }
      return orderWithEvents(orderId);
    },
  });
};
