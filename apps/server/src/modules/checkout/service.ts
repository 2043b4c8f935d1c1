import {
  type CheckoutDecision,
  type CheckoutTotals,
  type ChosenCoupon,
  type CouponQuote,
  checkoutQuote,
  checkoutTotals,
  type DiscountInfo,
  decideCheckout,
  type PaidLine,
  paidLines,
  quoteCheckout,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { createAccountsService } from '../accounts/service';
import { createAddressesService } from '../addresses/service';
import { createCartService, type PricedLine } from '../cart/service';
import { createCouponsService, type UsableCoupon } from '../coupons/service';

/** Where a payment goes, and who it is for. */
type Delivery = {
  address: { addressid: string; title: string; address: string };
  buyer: { firstname: string; lastname: string; number: string };
};

/** A payment the shop may start: what it charges, for which lines, sent where. */
export type DecidedPayment = Delivery & {
  ok: true;
  totals: CheckoutTotals;
  lines: PaidLine[];
  couponId: string | null;
};

/**
 * The one checkout service (docs/api/checkout.md, docs/decisions/115-checkout-in-two-calls.md): the
 * user's cart as the server prices it, with the address and coupon named, decided by the domain's
 * rules (decideCheckout) into totals or the first refusal. Opening checkout, /quote, /updateCart
 * and /pay all ask it, so they cannot differ.
 */
export function createCheckoutService(app: FastifyInstance) {
  const cart = createCartService(app);
  const coupons = createCouponsService(app.db);
  const addresses = createAddressesService(app.db);
  const accounts = createAccountsService(app.db);

  async function chosenCoupon(userId: string, couponId: string | null | undefined, now: Date) {
    if (!couponId) return { chosen: null, usable: null };
    const usable = (await coupons.findUsable(userId, couponId, now)) ?? null;
    return { chosen: (usable ?? 'not-usable') as ChosenCoupon, usable };
  }

  return {
    /** The cart's totals with the coupon named, or the coupon's refusal (POST /quote). */
    async quote(userId: string, couponId: string | null | undefined, now: Date) {
      const [lines, { chosen }] = await Promise.all([
        cart.pricedLines(userId),
        chosenCoupon(userId, couponId, now),
      ]);
      return { lines, decision: quoteCheckout(lines, chosen) };
    },

    /** The totals without a coupon and with each usable coupon: what checkout opens with. */
    async quotesOnOpening(userId: string, now: Date) {
      const [lines, usable] = await Promise.all([
        cart.pricedLines(userId),
        coupons.listUsable(userId, now),
      ]);
      return {
        quote: checkoutQuote(checkoutTotals({ lines })),
        couponQuotes: usable.map((coupon) => couponQuote(lines, coupon)),
      };
    },

    /**
     * The discountInfo a line would be paid with today, with the coupon named (POST /updateCart,
     * the spec's call; pay works it out itself): null for a line out of stock.
     */
    async lineDiscount(
      userId: string,
      itemId: string,
      couponId: string | null | undefined,
      now: Date,
    ): Promise<DiscountInfo | null | 'coupon-not-found' | 'line-not-found'> {
      const { chosen, usable } = await chosenCoupon(userId, couponId, now);
      if (chosen === 'not-usable') return 'coupon-not-found';
      const lines = await cart.pricedLines(userId);
      if (!lines.some((line) => line.itemid === itemId)) return 'line-not-found';
      const paid = paidLines(lines, checkoutTotals({ lines, coupon: usable }));
      return paid.find((line) => line.itemid === itemId)?.discount ?? null;
    },

    /**
     * Everything a payment is for, or its first refusal: the address and phone from the database,
     * the lines priced now, the coupon usable now (POST /pay).
     */
    async decidePayment({
      userId,
      addressId,
      couponId,
      now,
    }: {
      userId: string;
      addressId: string | null | undefined;
      couponId: string | null | undefined;
      now: Date;
    }): Promise<DecidedPayment | Extract<CheckoutDecision, { ok: false }>> {
      const [address, buyer, lines, coupon] = await Promise.all([
        addressId ? addresses.findForUser(userId, addressId) : undefined,
        accounts.findBuyer(userId),
        cart.pricedLines(userId),
        chosenCoupon(userId, couponId, now),
      ]);
      const number = buyer?.verified === 1 ? buyer.number : null;
      const decision = decideCheckout({
        address: !addressId ? 'none' : address ? 'chosen' : 'unknown',
        phoneVerified: !!number,
        lines,
        coupon: coupon.chosen,
      });
      if (!decision.ok) return decision;
      if (!address || !buyer || !number) throw new Error('A decided payment has its delivery');
      return {
        ok: true,
        totals: decision.totals,
        lines: paidLines(lines, decision.totals),
        couponId: coupon.usable?.couponid ?? null,
        address,
        buyer: { firstname: buyer.firstname, lastname: buyer.lastname, number },
      };
    },
  };
}

function couponQuote(lines: readonly PricedLine[], coupon: UsableCoupon): CouponQuote {
  const decided = quoteCheckout(lines, coupon);
  const { couponid } = coupon;
  if (decided.ok) return { couponid, applies: true, quote: checkoutQuote(decided.totals) };
  return {
    couponid,
    applies: false,
    code: 'COUPON_BELOW_MINIMUM',
    message: decided.refusal.message,
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
