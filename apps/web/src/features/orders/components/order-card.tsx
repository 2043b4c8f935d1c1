import {
  asLineProduct,
  creditNotePath,
  formatInr,
  invoicePath,
  isPcItemType,
  type OrderRecord,
} from '@shop/domain';
import Button from 'react-bootstrap/Button';
import { CpuFill, FileEarmarkArrowDown, GeoAltFill, Headset } from 'react-bootstrap-icons';
import { ProductPicture } from '../../../components/product-picture/product-picture';
import { formatRupees } from '../../../lib/format';
import { formatOrderDate, orderStatusText } from '../order-dates';
import { CancelOrder } from './cancel-order';
import { OrderRefund } from './order-refund';
import { OrderTimeline } from './order-timeline';

type OrderCardProps = {
  order: OrderRecord;
  onHelp: () => void;
  onPcInfo: () => void;
  /** The cancellation policy's words, shown before cancelling. */
  cancellationPolicy: string;
};

/**
 * The order card (docs/api/orders.md#orders-screen): title, OD- id, order date, status (with the
 * delivery date once Delivered), quantity, value, one-line name and delivery address; Help &
 * Support, PC Info for a PC, and the GST tax invoice (a plain link: the browser saves the PDF;
 * docs/api/invoices.md).
 */
export function OrderCard({ order, onHelp, onPcInfo, cancellationPolicy }: OrderCardProps) {
  const number = order.orderNumber;
  const delivered = order.status === 'Delivered';
  return (
    <article className="account-card order-card" aria-label={`Order ${number}`}>
      <div className="order-card-top">
        <ProductPicture
          product={asLineProduct(order)}
          name={order.title}
          className="order-picture"
        />
        <div className="min-w-0">
          <h2 className="order-title">{order.title}</h2>
          <p className="order-number">{number}</p>
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
        {order.paidPaise !== undefined && (
          <div>
            <dt>Amount Paid</dt>
            <dd>
              {formatInr(order.paidPaise)}
              <span className="order-paid-note">
                {(order.paidTogether ?? []).length > 0
                  ? `for ${(order.paidTogether ?? []).length + 1} orders, platform fee included`
                  : 'platform fee included'}
              </span>
            </dd>
          </div>
        )}
      </dl>
      {order.productShort && order.productShort !== order.title && (
        <p className="order-spec">{order.productShort}</p>
      )}
      <OrderTimeline order={order} />
      {order.refund && <OrderRefund refund={order.refund} />}
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
        {isPcItemType(order.itemType) && (
          <Button variant="outline-light" size="sm" onClick={onPcInfo}>
            <CpuFill aria-hidden="true" />
            PC Info
          </Button>
        )}
        <a className="btn btn-outline-light btn-sm" href={invoicePath(order.orderid)} download>
          <FileEarmarkArrowDown aria-hidden="true" />
          Download invoice
        </a>
        {order.creditNote && (
          <a className="btn btn-outline-light btn-sm" href={creditNotePath(order.orderid)} download>
            <FileEarmarkArrowDown aria-hidden="true" />
            Download credit note
          </a>
        )}
      </div>
      <CancelOrder order={order} policy={cancellationPolicy} />
    </article>
  );
}
