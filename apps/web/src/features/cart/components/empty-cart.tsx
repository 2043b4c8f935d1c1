import { Cart3 } from 'react-bootstrap-icons';
import { Link } from 'react-router';

/** An empty cart points to the two places things are sold. */
export function EmptyCart() {
  return (
    <div className="cart-empty">
      <Cart3 aria-hidden="true" size={48} className="text-accent" />
      <h2 className="cart-empty-title">Your cart is empty</h2>
      <p className="text-secondary">Build a PC part by part, or pick the gear to go with it.</p>
      <div className="cart-empty-actions">
        <Link to="/config" className="btn btn-accent">
          Build Your Own PC
        </Link>
        <Link to="/accessories" className="btn btn-outline-light">
          Browse Add-Ons
        </Link>
      </div>
    </div>
  );
}
