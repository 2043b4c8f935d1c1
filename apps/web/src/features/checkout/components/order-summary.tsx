import { type CartItem, isInStock } from '@shop/domain';
import { ProductPicture } from '../../../components/product-picture/product-picture';
import { formatRupees } from '../../../lib/format';

/** What is being bought: the in-stock lines only; out-of-stock ones stay behind in the cart. */
export function OrderSummary({ cart }: { cart: readonly CartItem[] }) {
  const lines = cart.filter(isInStock);
  const leftOut = cart.length - lines.length;
  return (
    <section className="checkout-card" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-card-title">
        Order Summary
      </h2>
      <ul className="checkout-lines" aria-label="Items in this order">
        {lines.map((line) => (
          <li key={line.itemid} className="checkout-line" aria-label={line.title}>
            <ProductPicture product={line} name={line.title} className="checkout-line-picture" />
            <div className="checkout-line-body">
              <h3 className="checkout-line-title">{line.title}</h3>
              {line.itemShort !== line.title && (
                <p className="checkout-line-short">{line.itemShort}</p>
              )}
              <p className="checkout-line-qty">
                Qty {line.qty} × {formatRupees(line.updatedPrice)}
              </p>
            </div>
            <p className="checkout-line-price">
              <span className="visually-hidden">Line price </span>
              {formatRupees(line.updatedPrice * line.qty)}
            </p>
          </li>
        ))}
      </ul>
      {leftOut > 0 && (
        <p className="checkout-note mb-0">
          {leftOut === 1
            ? '1 out-of-stock item stays in your cart and is not part of this order.'
            : `${leftOut} out-of-stock items stay in your cart and are not part of this order.`}
        </p>
      )}
    </section>
  );
}
