import { z } from 'zod';
import { withOrderProduct } from '../cart/cart-products';
import { shipmentSchema } from '../orders/build-stages';
import { endpoint } from './endpoint';

/** What a paid line carried (docs/api/checkout.md#discountinfo): rupees, profit 26. */
export const discountInfoSchema = z.object({
  amount: z.number().describe("The line's value before the coupon: price x qty, rupees"),
  couponDiscount: z.number().describe('The part of the coupon taken on this line; negative'),
  profit: z.number(),
  discount: z.number().describe("The configurator's discount percent on PCs; 0 on add-ons"),
});
export type DiscountInfo = z.infer<typeof discountInfoSchema>;

/**
 * An order, one per item bought, as the user record lists it (docs/api/orders.md): what was bought
 * is under `product`, a union by itemType (withOrderProduct).
 */
export const orderRecordSchema = withOrderProduct(
  z.object({
    orderid: z.string(),
    orderNumber: z
      .string()
      .describe(
        'The short number the order is shown and searched by: OD-XXXX-XXXX (docs/api/orders.md#order-number)',
      ),
    created: z.string().describe('ISO date-time'),
    updated: z.string().nullable().describe('The delivery date once Delivered'),
    status: z.string().describe('Free text set by the shop; only Delivered means anything'),
    qty: z.number().int(),
    discount: z.unknown().describe('The discountInfo of the paid line'),
    productShort: z.string(),
    address: z.string(),
    title: z.string(),
    value: z.number().describe('What was paid for the line, whole rupees'),
    timeline: z
      .array(z.object({ stage: z.string(), at: z.string().nullable() }))
      .optional()
      .describe('The build stages, with the date each was reached (docs/api/staff-orders.md)'),
    shipment: shipmentSchema
      .nullable()
      .optional()
      .describe('Courier, AWB and tracking once Shipped'),
    cancellable: z
      .boolean()
      .optional()
      .describe('Whether the customer may cancel it now, with every order paid with it'),
    paidTogether: z
      .array(
        z.object({
          orderid: z.string(),
          orderNumber: z.string(),
          title: z.string(),
          status: z.string(),
        }),
      )
      .optional()
      .describe('The other orders of the same payment: cancelled together, refunded together'),
    paidPaise: z
      .number()
      .int()
      .optional()
      .describe('What the payment took, paise: every order of it and the platform fee'),
    refund: z
      .object({
        amountPaise: z.number().int(),
        status: z.enum(['REQUESTED', 'PENDING', 'COMPLETED', 'FAILED']),
        startedAt: z.string().describe('ISO date-time the refund was asked for'),
        expectedFrom: z.string().describe('YYYY-MM-DD: 5 business days after it started'),
        expectedBy: z.string().describe('YYYY-MM-DD: 7 business days after it started'),
        reference: z.string().describe("The provider's refund reference, else the shop's"),
      })
      .nullable()
      .optional()
      .describe("The payment's refund, once one was asked for"),
    creditNote: z
      .boolean()
      .optional()
      .describe('Whether a GST credit note can be downloaded (the order is cancelled or refunded)'),
  }),
);
export type OrderRecord = z.infer<typeof orderRecordSchema>;

export const cancelOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/cancelOrder',
  tag: 'orders',
  summary:
    "Cancels the user's order within 24 hours, with every order paid with it, and refunds it",
  description:
    'Allowed while each order of the payment is Confirmed or Parts Reserved and was placed under 24 hours ago ' +
    '(docs/api/staff-orders.md#cancelling). The whole payment is refunded, once however often this is called.',
  body: z.object({ orderId: z.string().max(100) }),
  response: z.object({ message: z.string(), orderIds: z.array(z.string()) }),
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND', 'NOT_CANCELLABLE'],
});
