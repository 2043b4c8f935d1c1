import type { CreatedOrder } from '@shop/domain';
import { trackEvent } from '../../lib/analytics';

const TRACKED_KEY = 'shop.purchaseTracked';

function trackedIds(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(TRACKED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * purchase_completed after createOrder, once per transaction: a reload of the success screen (or
 * React running its effects twice in development) does not count the sale again.
 */
export function trackPurchaseOnce(order: CreatedOrder): void {
  const ids = trackedIds();
  if (ids.includes(order.transaction_id)) return;
  try {
    window.sessionStorage.setItem(TRACKED_KEY, JSON.stringify([...ids, order.transaction_id]));
  } catch {
    // Without storage the event is still sent; only the reload guard is lost.
  }
  trackEvent('purchase_completed', {
    transaction_id: order.transaction_id,
    value: order.amount,
    currency: order.currency,
  });
}
