import Button from 'react-bootstrap/Button';
import { CpuFill, GeoAltFill, Headset } from 'react-bootstrap-icons';
import { formatOrderId, formatRupees } from '../../../lib/format';
import { formatOrderDate, orderStatusText } from '../order-dates';
import { isPcOrder, type Order } from '../order-types';
import { OrderPicture } from './order-picture';

type OrderCardProps = {
  order: Order;
  onHelp: () => void;
  onPcInfo: () => void;
};

/**
 * SPEC §2 order card: title, OD- id, order date, status (with the delivery date once Delivered),
 * quantity, value, spec text and delivery address; Help & Support, and PC Info for a PC.
 */
export function OrderCard({ order, onHelp, onPcInfo }: OrderCardProps) {
  const orderNumber = formatOrderId(order.orderid);
  const delivered = order.status === 'Delivered';
  return (
    <article className="account-card order-card" aria-label={`Order ${orderNumber}`}>
      <div className="order-card-top">
        <OrderPicture order={order} />
        <div className="min-w-0">
          <h2 className="order-title">{order.title}</h2>
          <p className="order-number">{orderNumber}</p>
        </div>
        <span className={`order-status${delivered ? ' is-delivered' : ''}`}>
          {orderStatusText(order)}
        </span>
      </div>
      <dl className="order-facts">
        <div>
          <dt>Order Date</dt>
          <dd>{formatOrderDate(order.created)}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>{order.qty}</dd>
        </div>
        <div>
          <dt>Value</dt>
          <dd>{formatRupees(order.value)}</dd>
        </div>
      </dl>
      {order.productShort && order.productShort !== order.title && (
        <p className="order-spec">{order.productShort}</p>
      )}
      <p className="order-address">
        <GeoAltFill aria-hidden="true" className="text-accent flex-shrink-0" />
        <span>
          <span className="visually-hidden">Delivery address: </span>
          {order.address}
        </span>
      </p>
      <div className="order-actions">
        <Button variant="outline-light" size="sm" onClick={onHelp}>
          <Headset aria-hidden="true" />
          Help &amp; Support
        </Button>
        {isPcOrder(order) && (
          <Button variant="outline-light" size="sm" onClick={onPcInfo}>
            <CpuFill aria-hidden="true" />
            PC Info
          </Button>
        )}
      </div>
    </article>
  );
}
