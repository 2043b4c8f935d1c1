import { z } from 'zod';
import { couponIdSchema } from './coupons';
import { endpoint } from './endpoint';
import { ignoredField, sessionUserIdSchema } from './shared';

/** Letters, digits, _ and -, under 35 characters in practice; at most 64 are read. */
export const merchantTransactionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'A payment id is letters, digits, _ or -, at most 64');

export const payEndpoint = endpoint({
  method: 'POST',
  path: '/api/pay',
  tag: 'checkout',
  summary: "Starts a payment of the user's cart, address and coupon; answers where to pay",
  description:
    'The amount is round(1.02 x total after coupon), worked out here from the catalogue; ' +
    'amount, deliveryAddress, name and number sent by the browser are ignored. Refusals, in ' +
    'order: PAYMENTS_OFF, NO_DELIVERY_ADDRESS or NOT_FOUND (the address), PHONE_UNVERIFIED, ' +
    'PC_REQUIRED, COUPON_NOT_FOUND, COUPON_BELOW_MINIMUM, PC_REQUIRED (under ₹1), COUPON_HELD.',
  body: z.object({
    userId: sessionUserIdSchema,
    addressid: z.string().max(100).nullable().optional(),
    couponid: couponIdSchema,
    amount: ignoredField('the server works out the amount'),
    deliveryAddress: ignoredField('the address is the one addressid names'),
    name: ignoredField("the user's own name"),
    number: ignoredField("the user's own verified phone"),
  }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      merchantTransactionId: z.string(),
      amount: z.number().describe('Rupees'),
      amountPaise: z.number(),
      instrumentResponse: z.object({ redirectInfo: z.object({ url: z.string() }) }),
    }),
  }),
  errors: [
    'LOGIN_REQUIRED',
    'PAYMENTS_OFF',
    'NO_DELIVERY_ADDRESS',
    'NOT_FOUND',
    'PHONE_UNVERIFIED',
    'PC_REQUIRED',
    'COUPON_NOT_FOUND',
    'COUPON_BELOW_MINIMUM',
    'COUPON_HELD',
    'PAYMENT_NOT_STARTED',
    'RATE_LIMITED',
  ],
});

export const validatePaymentEndpoint = endpoint({
  method: 'GET',
  path: '/api/payment/validate/:merchantTransactionId',
  tag: 'payments',
  summary: 'Asks the provider about a payment, and confirms it; answers its status only',
  description:
    'Public: whoever holds the unguessable id learns its status code and nothing else (the ' +
    'browser a UPI app opens after paying has no session). PAYMENT_SUCCESS once the order ' +
    'exists (made here if this is the first confirmation); PAYMENT_PENDING or ' +
    'INTERNAL_SERVER_ERROR: ask again; any other code: the payment failed. An id the shop never ' +
    'issued: 404 TRANSACTION_NOT_FOUND.',
  params: z.object({ merchantTransactionId: merchantTransactionIdSchema }),
  response: z.object({
    code: z.string().describe("The payment's status code (PAYMENT_STATUS_CODES)"),
  }),
  errors: ['TRANSACTION_NOT_FOUND'],
});

export const phonePeCallbackEndpoint = endpoint({
  method: 'POST',
  path: '/api/payment/callback/phonepe',
  tag: 'payments',
  summary: "PhonePe's server-to-server callback: verified, then confirmed by a status call",
  body: z.looseObject({ response: z.string().max(100_000) }),
  response: z.object({ success: z.literal(true) }),
  errors: ['BAD_SIGNATURE', 'NOT_FOUND'],
});

export const phonePeWebhookEndpoint = endpoint({
  method: 'POST',
  path: '/api/payment/webhook/phonepe',
  tag: 'payments',
  summary:
    "PhonePe Standard Checkout v2's webhook: Authorization checked, then confirmed by a status call",
  description:
    'Authorization must be the hex sha256 of "username:password" configured with PhonePe ' +
    '(401 BAD_SIGNATURE otherwise). Order events (checkout.order.*, pg.order.*) lead to the ' +
    "order's status call, refund events (pg.refund.*) to the refund's; the body is never " +
    'trusted. 404 when PhonePe v2 is not the provider.',
  body: z.looseObject({
    event: z.string().max(200).optional(),
    type: z.string().max(200).optional(),
    payload: z
      .looseObject({
        merchantOrderId: z.string().max(200).optional(),
        merchantRefundId: z.string().max(200).optional(),
      })
      .optional(),
  }),
  response: z.object({ success: z.literal(true) }),
  errors: ['BAD_SIGNATURE', 'NOT_FOUND'],
});

export const createdOrderSchema = z.object({
  transaction_id: z.string(),
  amount: z.number().describe('Rupees'),
  amountPaise: z.number(),
  currency: z.literal('INR'),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const createOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/createOrder',
  tag: 'payments',
  summary: 'The order a confirmed payment made (never makes one)',
  description:
    'The payment named, or the latest confirmed one. 404 when none is confirmed: orders are ' +
    'made only by a confirmed payment.',
  body: z
    .object({
      merchantTransactionId: merchantTransactionIdSchema.optional(),
      userId: sessionUserIdSchema,
    })
    .optional(),
  status: 201,
  response: createdOrderSchema,
  errors: ['LOGIN_REQUIRED', 'NOT_FOUND'],
});

/**
 * How a tester ends a sandbox payment. SHORT: paid, but ₹1 less than asked, so a tester can see
 * a payment of the wrong amount held and refunded (docs/decisions/103-settling-held-payments.md).
 */
export const SANDBOX_OUTCOMES = ['SUCCESS', 'FAILURE', 'PENDING', 'SHORT'] as const;

export const sandboxChoiceEndpoint = endpoint({
  method: 'POST',
  path: '/api/payment/sandbox/:merchantTransactionId',
  tag: 'payments',
  summary: "The sandbox page's choice: records it, then sends the browser to validation",
  description: 'The page posts its form urlencoded; the answer is a 303 to the validation screen.',
  params: z.object({ merchantTransactionId: merchantTransactionIdSchema }),
  body: z.object({ outcome: z.enum(SANDBOX_OUTCOMES) }),
  status: 303,
  response: z.null(),
  errors: ['NOT_FOUND'],
});
