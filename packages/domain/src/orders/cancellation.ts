import { todayInIndia } from '../dates';
import { formatInr, type Paise } from '../money';
import { customerMayCancel, UNSOLD_STAGES } from './build-stages';

/**
 * Cancelling and refunds as the customer is told of them
 * (docs/decisions/100-orders-paid-together-are-cancelled-together.md). A payment is refunded
 * whole, so its orders are cancelled together: the customer may cancel only when every order of
 * the payment still open may be, and is told before confirming which orders go and what comes back.
 */

/** What the cancellation rule needs of each order paid in the same payment. */
export interface PaidTogether {
  orderid: string;
  title: string;
  status: string;
  created: Date;
}

/** Whether Cancel is offered: some order of the payment is open, and every open one may go. */
export function customerMayCancelPayment(orders: readonly PaidTogether[], now: Date): boolean {
  const open = orders.filter(
    (order) => !(UNSOLD_STAGES as readonly string[]).includes(order.status),
  );
  return open.length > 0 && open.every((order) => customerMayCancel(order, now));
}

/** The shop's refund policy: 5 to 7 business days (docs/api/screens.md#policy-figures). */
export const REFUND_BUSINESS_DAYS = { from: 5, to: 7 } as const;
export const REFUND_ARRIVAL_WORDS = `${REFUND_BUSINESS_DAYS.from}-${REFUND_BUSINESS_DAYS.to} business days`;

/** YYYY-MM-DD `days` business days (Monday to Friday) after an India date. */
export function addBusinessDays(date: string, days: number): string {
  let current = date;
  let left = days;
  while (left > 0) {
    const next = new Date(`${current}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    current = next.toISOString().slice(0, 10);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return current;
}

/** The India dates a refund started on `startedAt` is expected between. */
export function refundArrivalWindow(startedAt: Date): { from: string; to: string } {
  const started = todayInIndia(startedAt);
  return {
    from: addBusinessDays(started, REFUND_BUSINESS_DAYS.from),
    to: addBusinessDays(started, REFUND_BUSINESS_DAYS.to),
  };
}

/**
 * What the customer reads before confirming: the orders that go together (this one first), and
 * the whole payment's refund.
 */
export function cancellationPreview(input: {
  orders: readonly { orderNumber: string; title: string }[];
  refundPaise: Paise;
}): { together: string | null; refund: string } {
  const names = input.orders.map((order) => `${order.title} (${order.orderNumber})`);
  return {
    together:
      names.length > 1
        ? `These orders were paid together and are cancelled together: ${names.join(', ')}.`
        : null,
    refund: `${formatInr(input.refundPaise)} will be refunded to your original payment method in ${REFUND_ARRIVAL_WORDS}.`,
  };
}
