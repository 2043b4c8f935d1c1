import type { CheckoutTotals, PaidLine } from '@shop/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { createOutboxRepository } from '../../platform/outbox/repository';
import { createAccountsService } from '../accounts/service';
import { removePaidLines } from '../cart/service';
import { createCouponsService } from '../coupons/service';
import { issueInvoice } from '../invoices/service';
import { createOrdersService } from '../orders/service';
import { orderConfirmationEmail } from './order-email';
import { createPaymentWritesRepository } from './payment-writes-repository';
import type { AddressSnapshot } from './snapshot';

export type Confirmation =
  | { created: false }
  | { created: true; orderIds: string[]; couponAlreadySpent: boolean };

/**
 * The first confirmation of a payment, from any path (validation, callback, reconciler), in ONE
 * transaction (docs/decisions/006-orders-made-once-by-a-confirmed-payment.md): the payment turns
 * SUCCESS (guarded, so any later confirmation finds nothing to do), one order per paid line, the
 * coupon spent, the paid lines out of the cart, the tax invoice numbered, and the confirmation
 * email in the outbox. Either
 * all of it happens or none of it does.
 */
export async function confirmPayment(
  db: Kysely<Database>,
  merchantTransactionId: string,
  paid: { amountPaise: number; providerTransactionId: string | null; code: string },
  context: { now: Date; publicBaseUrl: string },
): Promise<Confirmation> {
  const { now } = context;
  return db.transaction().execute(async (trx) => {
    const payments = createPaymentWritesRepository(trx);
    const payment = await payments.markSucceeded(merchantTransactionId, paid, now);
    if (!payment) return { created: false };

    const lines = payment.cart as PaidLine[];
    const address = payment.address as AddressSnapshot;
    const orders = await createOrdersService(trx).addForPayment(
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
      ? !(await createCouponsService(trx).spend(payment.coupon_id, payment.user_id, now))
      : false;
    // Money was taken, so the order stands; the discount given twice is for a person to settle
    // (a payment whose coupon a newer one took over, decision 035).
    if (couponAlreadySpent) {
      await payments.markForReview(merchantTransactionId, 'Paid with a coupon already spent');
    }
    await removePaidLines(
      trx,
      payment.user_id,
      lines.map((line) => line.itemid),
    );
    const orderIds = orders.map((order) => order.orderid);
    const buyer = await findBuyer(trx, payment.user_id);
    await issueInvoice(
      trx,
      {
        merchantTransactionId,
        userId: payment.user_id,
        lines,
        platformFeePaise: (payment.totals as CheckoutTotals).platformFeePaise,
        buyer: {
          name: address.name,
          address: address.address,
          phone: address.number,
          gstin: buyer.gst,
        },
      },
      now,
    );
    await createOutboxRepository(trx).enqueue(
      orderConfirmationEmail({
        buyer,
        merchantTransactionId,
        amountPaise: payment.amount_paise,
        address,
        lines: orders.map((order) => ({
          orderNumber: order.order_number,
          line: lines[order.line_no - 1] as PaidLine,
        })),
        publicBaseUrl: context.publicBaseUrl,
      }),
      now,
    );
    return { created: true, orderIds, couponAlreadySpent };
  });
}

async function findBuyer(trx: Transaction<Database>, userId: string) {
  const buyer = await createAccountsService(trx).findBuyer(userId);
  if (!buyer) throw new Error(`The buyer of a payment, user ${userId}, is not found`);
  return buyer;
}
