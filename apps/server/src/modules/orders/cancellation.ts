import { customerMayCancel, MESSAGES, staffMayCancel, UNSOLD_STAGES } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { createAuditLog } from '../../platform/audit/audit-log';
import { HttpError } from '../../platform/http/errors';
import { createOutboxRepository } from '../../platform/outbox/repository';
import type { StaffMember } from '../../platform/staff/access';
import { createCouponsService } from '../coupons/service';
import { createPaymentsService } from '../payments/service';
import { createReservedStock, type HeldStock } from './reserved-stock';
import { createStaffOrdersRepository } from './staff-repository';
import { stageEmail } from './stage-email';

export type Canceller =
  | { actor: 'customer'; userId: string }
  | { actor: 'staff'; member: StaffMember; from: string };

const notCancellable = () => new HttpError('NOT_CANCELLABLE', MESSAGES.orders.notCancellable);
/** Orders already stopped: nothing left to cancel. */
const STOPPED: readonly string[] = UNSOLD_STAGES;

/**
 * Cancelling (docs/api/staff-orders.md#cancelling). A payment is refunded whole, so an order is
 * cancelled with every order paid with it: in one transaction each moves to Cancelled (guarded
 * by its stage), the coupon is given back and the customer mailed; then the payments module's
 * refundPayment is asked, which refunds exactly once however often it is asked (a second press,
 * or a retry after a restart, finds the orders cancelled and asks again, getting the same refund).
 * The orders become Refunded when the refund completes (registerRefundFollowUp).
 */
export function createCancellation(app: FastifyInstance) {
  const payments = createPaymentsService(app);

  return {
    /** The ids of the payment's orders, now cancelled; throws NOT_FOUND, NOT_CANCELLABLE, STAGE_CHANGED. */
    async cancel(orderId: string, by: Canceller, note: string): Promise<string[]> {
      const now = app.clock.now();
      const order = await createStaffOrdersRepository(app.db).find(orderId);
      if (!order || (by.actor === 'customer' && order.user_id !== by.userId)) {
        throw new HttpError('NOT_FOUND', 'Order not found');
      }
      const paymentId = order.merchant_transaction_id;
      const couponId = await payments.couponOf(paymentId);
      const ids = await app.db.transaction().execute(async (trx) => {
        const repository = createStaffOrdersRepository(trx);
        const all = await repository.lockPayment(paymentId);
        const open = all.filter((row) => !STOPPED.includes(row.status));
        if (open.length === 0) return all.map((row) => row.orderid);
        if (by.actor === 'staff') {
          const mine = all.find((row) => row.orderid === orderId);
          if (mine && mine.status !== by.from) {
            throw new HttpError('STAGE_CHANGED', MESSAGES.staff.stageChanged);
          }
        }
        const allowed = open.every((row) =>
          by.actor === 'customer' ? customerMayCancel(row, now) : staffMayCancel(row.status),
        );
        if (!allowed) throw notCancellable();
        for (const row of open) {
          if (!(await repository.move(row.orderid, row.status, 'Cancelled', now))) {
            throw notCancellable();
          }
          // The guarded move above happens once, so the parts go back once.
          const held = (row.reserved_stock ?? []) as HeldStock;
          if (held.length > 0) {
            await createReservedStock(trx).giveBack(held);
            await repository.setReservedStock(row.orderid, null);
          }
          await repository.addEvent({
            orderid: row.orderid,
            stage: 'Cancelled',
            actor: by.actor,
            staffId: by.actor === 'staff' ? by.member.id : null,
            note,
            at: now,
          });
          await createOutboxRepository(trx).enqueue(
            stageEmail({
              customer: { firstname: row.firstname, email: row.email },
              order: {
                orderid: row.orderid,
                orderNumber: row.order_number,
                title: row.title,
                valuePaise: row.value_paise,
              },
              stage: 'Cancelled',
              publicBaseUrl: app.config.publicBaseUrl,
            }),
            now,
          );
          if (by.actor === 'staff') {
            await createAuditLog(trx).record(
              by.member,
              {
                action: 'order.cancel',
                subject: `order ${row.orderid}`,
                before: { status: row.status },
                after: { status: 'Cancelled', note },
              },
              now,
            );
          }
        }
        if (couponId) await createCouponsService(trx).giveBack(couponId);
        return all.map((row) => row.orderid);
      });
      const requestedBy = by.actor === 'staff' ? by.member.id : 'customer';
      const outcome = await payments.refundPayment(paymentId, { reason: note, requestedBy });
      if (!outcome.ok) {
        app.log.error({ paymentId, reason: outcome.reason }, 'refund of cancelled orders refused');
      }
      return ids;
    },
  };
}

/** A cancellation this recent may still be asking for its refund itself. */
const REFUND_SWEEP_GRACE_MS = 30_000;
/** How far back the sweep looks: a server down longer than this is a person's to look at. */
const REFUND_SWEEP_WINDOW_MS = 7 * 24 * 60 * 60_000;
const REFUND_SWEEP_EVERY_MS = 60_000;
const REFUND_SWEEP_BATCH = 100;

/**
 * Cancelled orders become Refunded, with an email, when their payment's refund completes; and a
 * cancellation whose refund was never stored (the server stopped between the cancelling
 * transaction and refundPayment) is asked for again by the payments reconciler's pass, at most
 * once a minute. refundPayment answers a refund already stored without asking anyone, and one
 * stored but never sent is the payments module's to follow (decision 040), so the sweep only
 * asks for payments with no refund at all: a failed refund waits for a person
 * (docs/decisions/047-reserved-stock-and-refunds-of-cancellations.md).
 */
export function registerRefundFollowUp(app: FastifyInstance): void {
  const payments = createPaymentsService(app);
  let nextSweepAt = 0;
  payments.onReconcilerPass('refunds of cancelled orders', async () => {
    const now = app.clock.now();
    if (now.getTime() < nextSweepAt) return 0;
    nextSweepAt = now.getTime() + REFUND_SWEEP_EVERY_MS;
    const cancelled = await createStaffOrdersRepository(app.db).cancelledPayments(
      new Date(now.getTime() - REFUND_SWEEP_WINDOW_MS),
      new Date(now.getTime() - REFUND_SWEEP_GRACE_MS),
      REFUND_SWEEP_BATCH,
    );
    let asked = 0;
    for (const row of cancelled) {
      if (await payments.findRefund(row.merchant_transaction_id)) continue;
      const outcome = await payments.refundPayment(row.merchant_transaction_id, {
        reason: row.note ?? 'Cancelled',
        requestedBy: row.staff_id ?? 'customer',
      });
      if (!outcome.ok) {
        app.log.error(
          { paymentId: row.merchant_transaction_id, reason: outcome.reason },
          'refund of cancelled orders refused',
        );
      }
      asked += 1;
    }
    return asked;
  });

  payments.onRefundSettled(async (trx, refund) => {
    if (refund.status !== 'COMPLETED') return;
    const repository = createStaffOrdersRepository(trx);
    const rows = await repository.lockPayment(refund.merchantTransactionId);
    const now = app.clock.now();
    for (const row of rows) {
      if (!(await repository.move(row.orderid, 'Cancelled', 'Refunded', now))) continue;
      await repository.addEvent({
        orderid: row.orderid,
        stage: 'Refunded',
        actor: 'shop',
        staffId: null,
        details: { merchantRefundId: refund.merchantRefundId },
        at: now,
      });
      await createOutboxRepository(trx).enqueue(
        stageEmail({
          customer: { firstname: row.firstname, email: row.email },
          order: {
            orderid: row.orderid,
            orderNumber: row.order_number,
            title: row.title,
            valuePaise: row.value_paise,
          },
          stage: 'Refunded',
          refundPaise: row.value_paise,
          publicBaseUrl: app.config.publicBaseUrl,
        }),
        now,
      );
    }
  });
}
