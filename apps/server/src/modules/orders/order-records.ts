import {
  asOrderProduct,
  type CartItemType,
  cancelWindowsClosed,
  customerMayCancelPayment,
  type OrderRecord,
  orderNumber,
  orderTimeline,
  paiseToRupees,
  readStoredProduct,
  refundArrivalWindow,
  type Shipment,
  shipmentSchema,
  UNSOLD_STAGES,
} from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { rememberedUntilChange } from '../../platform/db/remembered-reads';
import { perSnapshot } from '../../platform/kept/per-snapshot';
import { createPaymentsService } from '../payments/service';
import { createOrdersRepository } from './repository';
import { createStaffOrdersRepository } from './staff-repository';

type OrderRows = Awaited<ReturnType<ReturnType<typeof createOrdersRepository>['listForUser']>>;
type EventRows = Awaited<
  ReturnType<ReturnType<typeof createStaffOrdersRepository>['eventsForUser']>
>;

/** What the user's orders read besides their rows: the time, as far as it moves an answer. */
export type OrderSources = { cancelWindows: () => Promise<object> };

function groupedBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

const expectedArrival = (startedAt: Date) => {
  const window = refundArrivalWindow(startedAt);
  return { expectedFrom: window.from, expectedBy: window.to };
};

/**
 * The user's orders as the user record lists them (orderInfo), each with its timeline and
 * payment. The rows are kept until a change (docs/decisions/064-memory-until-a-change-is-heard.md);
 * `cancellable` depends on the time too, so the section names a source that moves when it may.
 */
export function orderRecords(app: FastifyInstance) {
  const ordersOf = rememberedUntilChange(
    app.databaseChangeCount,
    createOrdersRepository(app.db).listForUser,
  );
  const eventsOf = rememberedUntilChange(
    app.databaseChangeCount,
    createStaffOrdersRepository(app.db).eventsForUser,
  );
  const paidOf = rememberedUntilChange(
    app.databaseChangeCount,
    createPaymentsService(app).paidAmountsOfUser,
  );
  // One object per set of rows and number of cancel windows closed: it stands while every
  // `cancellable` of those rows does (a kept user record is made again when it is replaced).
  const windowsSnapshot = perSnapshot<OrderRows, object>(64);

  const sources = (userId: string): OrderSources => ({
    cancelWindows: async () => {
      const rows = await ordersOf(userId);
      const closed = cancelWindowsClosed(rows, app.clock.now());
      return windowsSnapshot(rows, String(closed), () => ({ closed }));
    },
  });

  const load = async (userId: string, own: Partial<OrderSources>): Promise<OrderRecord[]> => {
    const [rows, events, paid] = [
      await ordersOf(userId),
      await eventsOf(userId),
      await paidOf(userId),
    ];
    // Noted for a kept answer: read here, the time it was made with.
    await own.cancelWindows?.();
    const now = app.clock.now();
    const byPayment = groupedBy(rows, (row) => row.merchant_transaction_id);
    const byOrder = groupedBy<EventRows[number], string>(events, (event) => event.orderid);
    return rows.map((row) => {
      const together = byPayment.get(row.merchant_transaction_id) ?? [row];
      const payment = paid.get(row.merchant_transaction_id);
      const refund = payment?.refund;
      const reached = byOrder.get(row.orderid) ?? [];
      const shipped = reached.find((event) => event.stage === 'Shipped');
      const shipment = shipmentSchema.safeParse(shipped?.details);
      return {
        orderid: row.orderid,
        orderNumber: orderNumber(row.order_number),
        created: row.created.toISOString(),
        updated: row.updated?.toISOString() ?? null,
        status: row.status,
        qty: row.qty,
        discount: row.discount,
        // The copy kept with the order, read once here as its itemType's product.
        ...asOrderProduct(readStoredProduct(row.item_type as CartItemType, row.product)),
        productShort: row.product_short,
        address: row.address,
        title: row.title,
        value: paiseToRupees(row.value_paise),
        timeline: orderTimeline(
          row.item_type,
          reached.map((event) => ({ stage: event.stage, at: event.at.toISOString() })),
        ),
        shipment: shipment.success ? (shipment.data as Shipment) : null,
        cancellable: customerMayCancelPayment(together, now),
        paidTogether: together
          .filter((each) => each.orderid !== row.orderid)
          .map((each) => ({
            orderid: each.orderid,
            orderNumber: orderNumber(each.order_number),
            title: each.title,
            status: each.status,
          })),
        paidPaise: payment?.paidPaise,
        refund: refund
          ? {
              amountPaise: refund.amount_paise,
              status: refund.status,
              startedAt: refund.created_at.toISOString(),
              ...expectedArrival(refund.created_at),
              reference: refund.provider_refund_id ?? refund.merchant_refund_id,
            }
          : null,
        creditNote: (UNSOLD_STAGES as readonly string[]).includes(row.status),
      };
    });
  };
  return { sources, load };
}
