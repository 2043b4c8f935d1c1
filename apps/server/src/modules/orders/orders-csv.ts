import { type StaffOrder, staffOrdersCsvEndpoint } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indiaTimeCell, toCsv } from '../../platform/http/csv';
import { routeOf } from '../../platform/http/route-schema';
import { createStaffOrdersRepository } from './staff-repository';
import { toStaffOrder } from './staff-view';

// Times in India and whole rupees, as the console's table shows them (docs/api/staff-orders.md#export).
const CSV_HEADER = [
  'Order',
  'Placed (IST)',
  'Updated (IST)',
  'Stage',
  'Kind',
  'Item',
  'Quantity',
  'Value (₹)',
  'Customer',
  'Email',
  'Phone',
  'Address',
  'Payment',
];
const csvRow = (order: StaffOrder) => [
  order.orderNumber,
  indiaTimeCell(order.created),
  order.updated && indiaTimeCell(order.updated),
  order.status,
  order.itemType,
  order.title,
  String(order.qty),
  String(order.value),
  order.customerName,
  order.customerEmail,
  order.customerPhone,
  order.address,
  order.merchantTransactionId,
];

/** Every order the table's filter and sort select, not a page of them, as CSV. */
export const ordersCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createStaffOrdersRepository(app.db);
  app.route({
    ...routeOf(staffOrdersCsvEndpoint),
    handler: async (request, reply) => {
      const { rows } = await orders.list({ ...request.query, offset: 0, limit: 100_000 });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(toCsv(CSV_HEADER, rows.map(toStaffOrder).map(csvRow)));
    },
  });
};
