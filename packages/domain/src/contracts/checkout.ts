import { z } from 'zod';
import { cartAnswerSchema } from '../cart/cart-schemas';
import { API_MESSAGES } from '../validation/api-messages';
import { couponIdSchema } from './coupons';
import { endpoint } from './endpoint';
import { ignoredField, sessionUserIdSchema } from './shared';

/** The checkout's figures (docs/api/checkout.md#totals): rupees, each with its exact paise twin. */
export const checkoutQuoteSchema = z.object({
  pcSubtotal: z.number(),
  pcSubtotalPaise: z.number(),
  addonSubtotal: z.number(),
  addonSubtotalPaise: z.number(),
  couponApplies: z.boolean(),
  couponDiscount: z.number().describe('Negative is a deduction'),
  couponDiscountPaise: z.number(),
  total: z.number(),
  totalPaise: z.number(),
  taxableValue: z.number(),
  taxableValuePaise: z.number(),
  gst: z.number(),
  gstPaise: z.number(),
  platformFee: z.number(),
  platformFeePaise: z.number(),
  grandTotal: z.number(),
  grandTotalPaise: z.number(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** The totals with one of the user's usable coupons, or why it does not apply. */
export const couponQuoteSchema = z.discriminatedUnion('applies', [
  z.object({ couponid: z.string(), applies: z.literal(true), quote: checkoutQuoteSchema }),
  z.object({
    couponid: z.string(),
    applies: z.literal(false),
    code: z.literal('COUPON_BELOW_MINIMUM'),
    message: z.string().describe("The coupon's refusal, in the shop's words"),
  }),
]);
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

/**
 * What checkout opens with: the cart, and the totals with no coupon and with each usable coupon,
 * so choosing one needs no call (docs/api/checkout.md#checkout-screen).
 */
export const checkoutAnswerSchema = cartAnswerSchema.extend({
  quote: checkoutQuoteSchema.describe('The totals without a coupon, as pay would charge them'),
  couponQuotes: z
    .array(couponQuoteSchema)
    .describe("One per coupon of the user's that is unspent and unexpired; others are not usable"),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const checkoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/checkout',
  tag: 'checkout',
  summary:
    'Opens checkout: stamps checkoutClicked, starts the checkout session, answers the cart and its totals',
  body: z.object({ uid: sessionUserIdSchema }).optional(),
  response: checkoutAnswerSchema,
  errors: ['LOGIN_REQUIRED'],
});

export const quoteEndpoint = endpoint({
  method: 'POST',
  path: '/api/quote',
  tag: 'checkout',
  summary: "The checkout's totals for the user's cart and coupon, as pay would charge them",
  body: z.object({ couponid: couponIdSchema, uid: sessionUserIdSchema }).optional(),
  response: checkoutQuoteSchema,
  errors: ['LOGIN_REQUIRED', 'COUPON_NOT_FOUND', 'COUPON_BELOW_MINIMUM'],
});

export const updateCartEndpoint = endpoint({
  method: 'POST',
  path: '/api/updateCart',
  tag: 'checkout',
  summary: "Stores the server's own discountInfo on one of the user's cart lines",
  description:
    'discountInfo { amount, couponDiscount, profit: 26, discount } is worked out from ' +
    "today's price, the quantity and the coupon named (if it applies); the one sent is ignored.",
  body: z.object({
    id: z.string({ error: API_MESSAGES.itemNotFound }).max(100),
    couponid: couponIdSchema,
    discountInfo: ignoredField('the server works it out'),
    userid: sessionUserIdSchema,
    uid: sessionUserIdSchema,
  }),
  response: cartAnswerSchema,
  errors: ['LOGIN_REQUIRED', 'COUPON_NOT_FOUND', 'ITEM_NOT_FOUND'],
});
