import {
  asOrderProduct,
  type CartItemType,
  cancelOrderEndpoint,
  customerMayCancelPayment,
  MESSAGES,
  type OrderRecord,
  orderNumber,
  orderTimeline,
  paiseToRupees,
  readStoredProduct,
  refundArrivalWindow,
  type Shipment,
  shipmentSchema,
  UNSOLD_STAGES,
} from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { routeOf } from '../../platform/http/route-schema';
import { requireSession, sessionUser } from '../../platform/sessions/plugin';
import { createPaymentsService } from '../payments/service';
import { createCancellation, registerRefundFollowUp } from './cancellation';
import { createOrdersRepository } from './repository';
import { createStaffOrdersRepository } from './staff-repository';

/**
 * Orders are made only by a confirmed payment (the payments module); this feature shows them:
 * the user's list reaches the web as orderInfo in the user record, each with its timeline
 * (docs/api/staff-orders.md), and staff move them through the build stages.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersRepository(app.db);
  const stages = createStaffOrdersRepository(app.db);

  // The rows, kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md);
  // what depends on the time is worked out afresh each call.
  const ordersOf = rememberedUntilChange(app.databaseChangeCount, orders.listForUser);
  const eventsOf = rememberedUntilChange(app.databaseChangeCount, stages.eventsForUser);
  const paidOf = rememberedUntilChange(
    app.databaseChangeCount,
    createPaymentsService(app).paidAmountsOfUser,
  );
  app.accountDetails.provide('orderInfo', async (userId): Promise<OrderRecord[]> => {
    const [rows, events, paid] = [
      await ordersOf(userId),
      await eventsOf(userId),
      await paidOf(userId),
    ];
    const now = app.clock.now();
    const ofPayment = (paymentId: string) =>
      rows.filter((each) => each.merchant_transaction_id === paymentId);
    return rows.map((row) => {
      const together = ofPayment(row.merchant_transaction_id);
      const payment = paid.get(row.merchant_transaction_id);
      const refund = payment?.refund;
      const reached = events.filter((event) => event.orderid === row.orderid);
      const shipped = reached.find((event) => event.stage === 'Shipped');
      const shipment = shipmentSchema.safeParse(shipped?.details);
      return {
        orderid: row.orderid,
        orderNumber: orderNumber(row.order_number),
        created: row.created.toISOString(),
        updated: row.updated?.toISOString() ?? null,
        status: row.status,
        qty: row.qty,
        discount: row.discount,
        // The copy kept with the order, read once here as its itemType's product.
        ...asOrderProduct(readStoredProduct(row.item_type as CartItemType, row.product)),
        productShort: row.product_short,
        address: row.address,
        title: row.title,
        value: paiseToRupees(row.value_paise),
        timeline: orderTimeline(
          row.item_type,
          reached.map((event) => ({ stage: event.stage, at: event.at.toISOString() })),
        ),
        shipment: shipment.success ? (shipment.data as Shipment) : null,
        cancellable: customerMayCancelPayment(together, now),
        paidTogether: together
          .filter((each) => each.orderid !== row.orderid)
          .map((each) => ({
            orderid: each.orderid,
            orderNumber: orderNumber(each.order_number),
            title: each.title,
            status: each.status,
          })),
        paidPaise: payment?.paidPaise,
        refund: refund
          ? {
              amountPaise: refund.amount_paise,
              status: refund.status,
              startedAt: refund.created_at.toISOString(),
              ...expectedArrival(refund.created_at),
              reference: refund.provider_refund_id ?? refund.merchant_refund_id,
            }
          : null,
        creditNote: (UNSOLD_STAGES as readonly string[]).includes(row.status),
      };
    });
  });

  const expectedArrival = (startedAt: Date) => {
    const window = refundArrivalWindow(startedAt);
    return { expectedFrom: window.from, expectedBy: window.to };
  };

  registerRefundFollowUp(app);
  const cancellation = createCancellation(app);
  const signedIn: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', requireSession);
    scope.route({
      ...routeOf(cancelOrderEndpoint),
      handler: async (request) => {
        const user = sessionUser(request);
        const orderIds = await cancellation.cancel(
          request.body.orderId,
          { actor: 'customer', userId: user.id },
          'Cancelled by the customer',
        );
        return { message: MESSAGES.orders.cancelled, orderIds };
      },
    });
  };
  await app.register(signedIn);
  app.personalData.register({
    table: 'orders',
    section: 'orders',
    erasure: 'keep',
    note:
      'Orders are kept as they are for the tax and accounting records the law requires: they hold ' +
      'what was sold, its price and the delivery address, and no phone number or email address.',
    export: ({ userId }) => orders.exportForUser(userId),
    erase: (trx, { userId }) => createOrdersRepository(trx).countForUser(userId),
  });
  const stageEvents = createStaffOrdersRepository(app.db);
  app.personalData.register({
    table: 'order_stage_events',
    section: 'staff.orderStages',
    heldFor: 'staff',
    erasure: 'keep',
    note: "The build stages you moved orders through: kept with the orders, as the shop's record.",
    export: ({ userId }) => stageEvents.exportStageEventsBy(userId),
    erase: (trx, { userId }) => createStaffOrdersRepository(trx).countStageEventsBy(userId),
  });
};
