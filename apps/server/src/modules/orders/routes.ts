import { cancelOrderEndpoint, MESSAGES } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-schema';
import { requireSession, sessionUser } from '../../platform/sessions/plugin';
import { createCancellation, registerRefundFollowUp } from './cancellation';
import { orderRecords } from './order-records';
import { createOrdersRepository } from './repository';
import { createStaffOrdersRepository } from './staff-repository';

/**
 * Orders are made only by a confirmed payment (the payments module); this feature shows them:
 * the user's list reaches the web as orderInfo in the user record, each with its timeline
 * (docs/api/staff-orders.md), and staff move them through the build stages.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createOrdersRepository(app.db);

  const records = orderRecords(app);
  app.accountDetails.provide('orderInfo', records.load, records.sources);

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
