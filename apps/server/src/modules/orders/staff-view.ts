import {
  nextStages,
  orderNumber,
  type PaymentOrder,
  paiseToRupees,
  type StaffOrder,
  type StageEvent,
} from '@shop/domain';
import type { createStaffOrdersRepository, StaffOrderRow } from './staff-repository';

/** An order as the console shows it, with the moves open to it. */
export function toStaffOrder(row: StaffOrderRow): StaffOrder {
  return {
    orderid: row.orderid,
    orderNumber: orderNumber(row.order_number),
    created: row.created.toISOString(),
    updated: row.updated?.toISOString() ?? null,
    status: row.status,
    itemType: row.item_type,
    title: row.title,
    productShort: row.product_short,
    qty: row.qty,
    value: paiseToRupees(row.value_paise),
    address: row.address,
    customerName: `${row.firstname} ${row.lastname}`.trim(),
    customerEmail: row.email,
    customerPhone: row.number,
    merchantTransactionId: row.merchant_transaction_id,
    nextStages: nextStages(row.status, row.item_type),
  };
}

type Events = Awaited<ReturnType<ReturnType<typeof createStaffOrdersRepository>['events']>>;

export function toStageEvents(events: Events): StageEvent[] {
  return events.map((event) => ({
    stage: event.stage,
    at: event.at.toISOString(),
    actor: event.actor,
    staffEmail: event.staff_email,
    note: event.note,
    details: event.details,
  }));
}

type PaymentRows = Awaited<ReturnType<ReturnType<typeof createStaffOrdersRepository>['ofPayment']>>;

export function toPaymentOrders(rows: PaymentRows): PaymentOrder[] {
  return rows.map((row) => ({
    orderid: row.orderid,
    orderNumber: orderNumber(row.order_number),
    title: row.title,
    status: row.status,
    value: paiseToRupees(row.value_paise),
  }));
}
