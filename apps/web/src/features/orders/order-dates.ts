import type { OrderRecord } from '@shop/domain';
import { INDIA_TIME_ZONE } from '@shop/domain';

const dateInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});

/** "12 Aug 2026": the day in India (Asia/Kolkata); anything unreadable is shown as given. */
export function formatOrderDate(value: string): string {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A bare date is a calendar date: read at noon in India it can never slip to another day.
  const date = new Date(bare ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? value : dateInIndia.format(date);
}

/**
 * The status as the shop set it; a delivered order also says when
 * (docs/api/orders.md#order-record).
 */
export function orderStatusText(order: Pick<OrderRecord, 'status' | 'updated'>): string {
  if (order.status === 'Delivered' && order.updated) {
    return `Delivered on ${formatOrderDate(order.updated)}`;
  }
  return order.status;
}
