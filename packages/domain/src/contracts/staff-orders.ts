import { z } from 'zod';
import {
  ORDER_STAGES,
  orderStageSchema,
  shipmentSchema,
  testResultsSchema,
} from '../orders/build-stages';
import { endpoint } from './endpoint';
import { pagedTotalShape } from './paged-total';
import { storedUuid } from './shared';
import { pageQuerySchema } from './staff';

/** Orders through the build stages, for staff (docs/api/staff-orders.md). */

export const staffOrderSchema = z.object({
  orderid: z.string(),
  orderNumber: z.string().describe('OD-XXXX-XXXX, as the customer reads it'),
  created: z.string(),
  updated: z.string().nullable(),
  status: z.string(),
  itemType: z.string(),
  title: z.string(),
  productShort: z.string(),
  qty: z.number().int(),
  value: z.number().describe('Rupees'),
  address: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  merchantTransactionId: z.string(),
  nextStages: z.array(orderStageSchema).describe('Where staff may move it now'),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

export const stageEventSchema = z.object({
  stage: z.string(),
  at: z.string(),
  actor: z.enum(['staff', 'customer', 'shop']),
  staffEmail: z.string().nullable(),
  note: z.string().nullable(),
  details: z.unknown(),
});
export type StageEvent = z.infer<typeof stageEventSchema>;

/** One order of a payment, as the cancel confirmation lists it. */
export const paymentOrderSchema = z.object({
  orderid: z.string(),
  orderNumber: z.string(),
  title: z.string(),
  status: z.string(),
  value: z.number().describe('Rupees'),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * One order as its page shows it: cancelling it cancels every order of its payment and refunds
 * the whole payment, so the answer names them and the amount (docs/api/staff-orders.md#cancelling).
 */
export const staffOrderAnswerSchema = z.object({
  order: staffOrderSchema,
  events: z.array(stageEventSchema),
  paymentOrders: z
    .array(paymentOrderSchema)
    .describe('Every order paid with the same payment, this one included, in the order paid'),
  paymentRefund: z
    .number()
    .nullable()
    .describe(
      'Rupees: what a refund of the payment returns, platform fee included; null if unpaid',
    ),
});
export type StaffOrderAnswer = z.infer<typeof staffOrderAnswerSchema>;

const SORTS = ['created', '-created', 'value', '-value', 'status', '-status'] as const;

const ordersQuery = pageQuerySchema.extend({
  stage: z.enum(['all', 'open', ...ORDER_STAGES]).default('all'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe(
      "Order number (OD-XXXX-XXXX or its start, or the order's id), or a part of the customer's name or email (three characters or more) or phone number (four digits or more)",
    ),
  sort: z.enum(SORTS).default('-created'),
});

export const staffOrdersEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  tag: 'staff-orders',
  summary: 'Orders for the board and the table: filtered, sorted, a page at a time',
  query: ordersQuery,
  response: z.object({
    orders: z.array(staffOrderSchema),
    ...pagedTotalShape,
    stageCounts: z.record(z.string(), z.number()),
  }),
  errors: [],
});

export const staffOrdersCsvEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/orders.csv',
  tag: 'staff-orders',
  summary: 'The orders as CSV, with the same filters and sort as the table',
  query: ordersQuery.omit({ page: true, pageSize: true }),
  response: z.string().describe('text/csv'),
  errors: [],
});

const orderParams = z.object({ orderId: storedUuid({ error: 'Order not found' }) });

export const staffOrderEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:orderId',
  tag: 'staff-orders',
  summary: 'One order with every stage it reached',
  params: orderParams,
  response: staffOrderAnswerSchema,
  errors: ['NOT_FOUND'],
});

const noteSchema = z.string().trim().max(500).optional();

export const staffMoveOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:orderId/move',
  tag: 'staff-orders',
  summary: 'Moves an order one stage on',
  description:
    '`from` is the stage the mover saw: if the order is no longer there, nothing moves and the answer is 409 ' +
    '`STAGE_CHANGED` with the order as it is now. Cancelling has its own call.',
  params: orderParams,
  body: z.object({
    from: z.string().max(60),
    to: orderStageSchema,
    note: noteSchema,
    shipment: shipmentSchema.optional(),
    testResults: testResultsSchema.optional(),
  }),
  response: staffOrderAnswerSchema,
  errors: ['NOT_FOUND', 'STAGE_CHANGED', 'MOVE_NOT_ALLOWED', 'SHIPMENT_REQUIRED'],
  errorBodies: {
    STAGE_CHANGED: z.object({
      message: z.string(),
      code: z.literal('STAGE_CHANGED'),
      order: staffOrderSchema,
    }),
  },
});

export const staffCancelOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:orderId/cancel',
  tag: 'staff-orders',
  summary: 'Cancels an order before it ships, and refunds it',
  params: orderParams,
  body: z.object({
    from: z.string().max(60),
    note: z.string().trim().min(1, 'Please give the reason.').max(500),
  }),
  response: staffOrderAnswerSchema,
  errors: ['NOT_FOUND', 'STAGE_CHANGED', 'NOT_CANCELLABLE'],
});
