import type { TimedMessage } from '../../../components/timed-message';
import type { PricedLine } from '../cart-rules';
import type { CartView } from '../hooks/cart-view';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

/** A cart with lines: each line with its quantity and delete, and Cart Summary beside them. */
export function FilledCart({
  lines,
  cart,
  loggedIn,
  message,
  show,
}: {
  lines: PricedLine[];
  cart: CartView;
  loggedIn: boolean;
  message: TimedMessage | null;
  show: (text: string) => void;
}) {
  return (
    <div className="row g-4">
      <div className="col-lg-8">
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines.map((line) => (
            <CartLineRow
              key={line.itemid}
              line={line}
              busy={cart.busy}
              onChangeQty={cart.changeQty}
              onRemove={cart.remove}
            />
          ))}
        </ul>
      </div>
      <div className="col-lg-4">
        <CartSummary
          lines={lines}
          loggedIn={loggedIn}
          busy={cart.busy}
          message={message}
          show={show}
        />
      </div>
    </div>
  );
}
