import { CART_MAX_QTY, isInStock } from '@shop/domain';
import Button from 'react-bootstrap/Button';
import { DashLg, PlusLg, Trash3 } from 'react-bootstrap-icons';
import { ProductPicture } from '../../../components/product-picture/product-picture';
import { formatRupees } from '../../../lib/format';
import { linePrice, type PricedLine } from '../cart-rules';

type CartLineRowProps = {
  line: PricedLine;
  busy: boolean;
  onChangeQty: (line: PricedLine, direction: 1 | -1) => void;
  onRemove: (line: PricedLine) => void;
};

/**
 * One line: picture, title and name, quantity with - and +, price and Delete. An out-of-stock line
 * says so, keeps its quantity fixed and shows no price: it is not in the total.
 */
export function CartLineRow({ line, busy, onChangeQty, onRemove }: CartLineRowProps) {
  const inStock = isInStock(line);
  const name = line.title;
  return (
    <li className={`cart-line${inStock ? '' : ' cart-line-out'}`} aria-label={name}>
      <ProductPicture product={line} name={line.title} className="cart-line-picture" />
      <div className="cart-line-body">
        <h3 className="cart-line-title">{line.title}</h3>
        {line.itemShort !== line.title && <p className="cart-line-short">{line.itemShort}</p>}
        {inStock ? (
          <p className="cart-line-each">{formatRupees(line.updatedPrice)} each</p>
        ) : (
          <p className="cart-line-stock">Out of Stock</p>
        )}
        <div className="cart-line-controls">
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form; a fieldset would bring its frame and legend. */}
          <div className="cart-qty" role="group" aria-label={`Quantity of ${name}`}>
            <Button
              variant="outline-light"
              size="sm"
              aria-label={`Decrease quantity of ${name}`}
              disabled={busy || !inStock}
              onClick={() => onChangeQty(line, -1)}
            >
              <DashLg aria-hidden="true" />
            </Button>
            <output className="cart-qty-value" aria-label={`Quantity: ${line.qty}`}>
              {line.qty}
            </output>
            <Button
              variant="outline-light"
              size="sm"
              aria-label={`Increase quantity of ${name}`}
              disabled={busy || !inStock || line.qty >= CART_MAX_QTY}
              onClick={() => onChangeQty(line, 1)}
            >
              <PlusLg aria-hidden="true" />
            </Button>
          </div>
          <Button
            variant="link"
            size="sm"
            className="cart-line-delete"
            aria-label={`Delete ${name}`}
            disabled={busy}
            onClick={() => onRemove(line)}
          >
            <Trash3 aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
      {inStock ? (
        <p className="cart-line-price">
          <span className="visually-hidden">Line price </span>
          {formatRupees(linePrice(line))}
        </p>
      ) : (
        <p className="cart-line-price cart-line-price-out">Not in total</p>
      )}
    </li>
  );
}
