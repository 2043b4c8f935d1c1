import { LOAD_FAILURE_MESSAGES } from '@shop/domain';
import './cart.css';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useTimedMessage } from '../../components/timed-message';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { BACK_TO_CART } from './back-to-cart';
import { CartLineRow } from './components/cart-line-row';
import { CartSummary } from './components/cart-summary';
import { EmptyCart } from './components/empty-cart';
import { useGuestCart } from './hooks/use-guest-cart';
import { useUserCart } from './hooks/use-user-cart';

/**
 * My Cart and Cart Summary (/cart, docs/api/cart.md#cart-screen): a guest's cart from this browser,
 * else the server's.
 */
export function CartPage() {
  usePageTitle('My Cart');
  const { status } = useSession();
  const { message, show } = useTimedMessage();
  const loggedIn = status === 'authenticated';
  const guestCart = useGuestCart(status === 'anonymous');
  const userCart = useUserCart(loggedIn, show);
  const cart = loggedIn ? userCart : guestCart;
  const { lines } = cart;

  return (
    <>
      <PageHeading title="My Cart" />
      <div className="container cart-page">
        {status === 'anonymous' && (
          <p className="cart-guest-note">
            Your cart is kept in this browser only.{' '}
            <Link to="/login" state={BACK_TO_CART}>
              Log in
            </Link>{' '}
            to save your cart to your account.
          </p>
        )}
        {cart.failed ? (
          <div className="cart-loading" role="alert">
            <span>{LOAD_FAILURE_MESSAGES.cart}</span>
            <Button variant="outline-light" size="sm" onClick={cart.retry}>
              {LOAD_FAILURE_MESSAGES.tryAgain}
            </Button>
          </div>
        ) : status === 'loading' || !lines ? (
          <div className="cart-loading" role="status">
            <Spinner animation="border" className="text-accent" aria-hidden="true" />
            <span>Loading your cart...</span>
          </div>
        ) : lines.length === 0 ? (
          <EmptyCart />
        ) : (
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
        )}
      </div>
    </>
  );
}
