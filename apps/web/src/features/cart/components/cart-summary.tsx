import { isInStock, UI_TIMINGS_MS } from '@shop/domain';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useNavigate } from 'react-router';
import { StatusMessage, type TimedMessage } from '../../../components/timed-message';
import { useLater } from '../../../components/use-later';
import { formatRupees } from '../../../lib/format';
import { BACK_TO_CART } from '../back-to-cart';
import { cartTotal, checkoutDecision, type PricedLine } from '../cart-rules';

type CartSummaryProps = {
  lines: PricedLine[];
  loggedIn: boolean;
  busy: boolean;
  message: TimedMessage | null;
  show: (text: string) => void;
};

/**
 * Cart Summary (docs/api/cart.md#cart-screen): the total of the in-stock lines and Checkout, which
 * is disabled at a total of 0 and otherwise applies the checkout rules, each refusal shown for 2 s.
 */
export function CartSummary({ lines, loggedIn, busy, message, show }: CartSummaryProps) {
  const navigate = useNavigate();
  const later = useLater();
  const [leaving, setLeaving] = useState(false);
  const total = cartTotal(lines);
  const inStockCount = lines.filter(isInStock).reduce((count, line) => count + line.qty, 0);

  function checkout() {
    const decision = checkoutDecision(lines, loggedIn);
    if (decision.go === 'checkout') return navigate('/checkout');
    show(decision.message);
    if (decision.go === 'login') {
      setLeaving(true);
      later(UI_TIMINGS_MS.messageDisplay, () => navigate('/login', { state: BACK_TO_CART }));
    }
  }

  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary-title">
        Cart Summary
      </h2>
      <dl className="cart-summary-rows">
        <div>
          <dt>Items in stock</dt>
          <dd>{inStockCount}</dd>
        </div>
        <div className="cart-summary-total">
          <dt>Total</dt>
          <dd>{formatRupees(total)}</dd>
        </div>
      </dl>
      <p className="cart-summary-note">Inclusive of GST · Free shipping on all PCs</p>
      <StatusMessage message={message} className="mb-3" />
      <Button
        variant="accent"
        size="lg"
        className="w-100"
        disabled={total <= 0 || busy || leaving}
        onClick={checkout}
      >
        {total <= 0 ? 'Add in stock items to proceed' : 'Checkout'}
      </Button>
    </section>
  );
}
