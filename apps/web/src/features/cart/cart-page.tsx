import { LOAD_FAILURE_MESSAGES } from '@shop/domain';
import './cart.css';
import { Suspense, useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { useTimedMessage } from '../../components/timed-message';
import { lazyOnFirstUse, loadOnFirstUse } from '../../lib/load-on-first-use';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { BACK_TO_CART } from './back-to-cart';
import { EmptyCart } from './components/empty-cart';
import { useGuestCart } from './hooks/use-guest-cart';
import { useGuestCartLines } from './hooks/use-guest-cart-lines';
import { useUserCart } from './hooks/use-user-cart';

// The lines and Cart Summary load only for a cart that has lines, while the server prices them: an
// empty cart (a first visit) starts without their code.
const filledCartModule = loadOnFirstUse(() => import('./components/filled-cart'));
const FilledCart = lazyOnFirstUse(filledCartModule, (module) => module.FilledCart);

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
  const guestHasLines = (useGuestCartLines()?.length ?? 0) > 0;
  useEffect(() => {
    if (!loggedIn && !guestHasLines) return;
    filledCartModule
      .load()
      .catch((error: unknown) => console.error('Could not load the cart', error));
  }, [loggedIn, guestHasLines]);

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
          <CartLoading />
        ) : lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <Suspense fallback={<CartLoading />}>
            <FilledCart
              lines={lines}
              cart={cart}
              loggedIn={loggedIn}
              message={message}
              show={show}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}

function CartLoading() {
  return (
    <div className="cart-loading" role="status">
      <Spinner animation="border" className="text-accent" aria-hidden="true" />
      <span>Loading your cart...</span>
    </div>
  );
}
