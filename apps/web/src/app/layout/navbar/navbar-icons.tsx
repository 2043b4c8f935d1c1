import type { UserInfo } from '@shop/domain';
import { Cart3, PersonCircle, PersonFill } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { useCartCount } from '../../../features/cart/hooks/use-cart-count';

type IconLinksProps = { user: UserInfo | null; onNavigate: () => void };

/**
 * Profile and cart stay beside the toggle at every width (docs/api/screens.md#navbar); red when
 * logged in. The cart's count is read here, so a change to it (or the guest cart read from the
 * browser's storage once the page has hydrated) draws these two links again, not the whole bar.
 */
export function NavbarIcons({ user, onNavigate }: IconLinksProps) {
  const cartCount = useCartCount();
  const colour = user ? 'text-accent' : 'text-white';
  const cartLabel =
    cartCount > 0 ? `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <>
      {user ? (
        <Link
          to="/profile"
          className={`navbar-icon-link navbar-profile-link ${colour}`}
          aria-label={`My Profile (${user.firstname})`}
          onClick={onNavigate}
        >
          <PersonFill size={22} aria-hidden="true" />
          <span className="navbar-first-name">{user.firstname}</span>
        </Link>
      ) : (
        <Link
          to="/login"
          className={`navbar-icon-link ${colour}`}
          aria-label="Login"
          onClick={onNavigate}
        >
          <PersonCircle size={22} aria-hidden="true" />
        </Link>
      )}
      <Link
        to="/cart"
        className={`navbar-icon-link ${colour}`}
        aria-label={cartLabel}
        onClick={onNavigate}
      >
        <Cart3 size={22} aria-hidden="true" />
        {cartCount > 0 && <span className="navbar-cart-count">({cartCount})</span>}
      </Link>
    </>
  );
}
