import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createOrdersRepository } from '../orders/repository';
import { createOutboxRepository } from '../outbox/repository';
import { orderConfirmationEmail } from './order-email';
import { createPaymentsRepository } from './repository';
import type { AddressSnapshot, PaidLine } from './snapshot';

export type Confirmation =
  | { created: false }
  | { created: true; orderIds: string[]; couponAlreadySpent: boolean };

/**
 * The first confirmation of a payment, from any path (validation, callback, reconciler), in ONE
 * transaction (D8): the payment turns SUCCESS (guarded, so any later confirmation finds nothing
 * to do), one order per paid line, the coupon spent, the paid lines out of the cart, and the
 * confirmation email in the outbox. Either all of it happens or none of it does.
 */
export async function confirmPayment(
  db: Kysely<Database>,
  merchantTransactionId: string,
  paid: { amountPaise: number; providerTransactionId: string | null; code: string },
  context: { now: Date; publicBaseUrl: string },
): Promise<Confirmation> {
  const { now } = context;
  return db.transaction().execute(async (trx) => {
    const payments = createPaymentsRepository(trx);
    const payment = await payments.markSucceeded(merchantTransactionId, paid, now);
    if (!payment) return { created: false };

    const lines = payment.cart as PaidLine[];
    const address = payment.address as AddressSnapshot;
    const orders = await createOrdersRepository(trx).addForPayment(
      merchantTransactionId,
      payment.user_id,
      lines.map((line) => ({
        itemType: line.itemType,
        title: line.title,
        product: line.item,
        productShort: line.itemShort,
        qty: line.qty,
        unitPricePaise: line.unitPricePaise,
        valuePaise: line.valuePaise,
        discount: line.discount,
        address: address.address,
      })),
      now,
    );
    const couponAlreadySpent = payment.coupon_id
      ? !(await payments.spendCoupon(payment.coupon_id, payment.user_id, now))
      : false;
    await payments.removeCartLines(
      payment.user_id,
      lines.map((line) => line.itemid),
    );
    const orderIds = orders.map((order) => order.orderid);
    await createOutboxRepository(trx).enqueue(
      orderConfirmationEmail({
        buyer: await payments.findBuyer(payment.user_id),
        merchantTransactionId,
        amountPaise: payment.amount_paise,
        address,
        lines: orders.map((order) => ({
          orderId: order.orderid,
          line: lines[order.line_no - 1] as PaidLine,
        })),
        publicBaseUrl: context.publicBaseUrl,
      }),
      now,
    );
    return { created: true, orderIds, couponAlreadySpent };
  });
}
