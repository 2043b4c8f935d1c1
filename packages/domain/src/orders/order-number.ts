/**
 * The number an order goes by wherever it is shown, to the customer and to the staff: `OD-` and the
 * upper-cased order id (docs/api/orders.md#order-number).
 */
export function orderNumber(orderId: string): string {
  return `OD-${orderId.toUpperCase()}`;
}
