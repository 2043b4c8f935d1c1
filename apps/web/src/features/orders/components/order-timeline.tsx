import type { OrderRecord } from '@shop/domain';
import { formatOrderDate } from '../order-dates';

/**
 * The build stages of an order with the date each was reached (docs/api/staff-orders.md): done,
 * the current one, and those still ahead; the shipment's courier, AWB number and tracking link.
 */
export function OrderTimeline({ order }: { order: OrderRecord }) {
  const steps = order.timeline ?? [];
  if (steps.length === 0) return null;
  const current = steps.reduce((last, step, index) => (step.at ? index : last), -1);
  return (
    <div className="order-timeline-wrap">
      <ol className="order-timeline" aria-label="Order progress">
        {steps.map((step, index) => (
          <li
            key={step.stage}
            className={index < current ? 'is-done' : index === current ? 'is-current' : 'is-ahead'}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="order-timeline-stage">{step.stage}</span>
            <span className="order-timeline-date">
              {step.at ? formatOrderDate(step.at) : 'Ahead'}
            </span>
          </li>
        ))}
      </ol>
      {order.shipment && (
        <p className="order-shipment">
          {order.shipment.courier}, AWB {order.shipment.awb}.{' '}
          <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
            Track your order
          </a>
        </p>
      )}
    </div>
  );
}
