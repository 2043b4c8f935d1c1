import type { ComponentType } from 'react';
import {
  BoxArrowRight,
  BoxSeam,
  ChatLeftText,
  GeoAlt,
  PersonCircle,
  TicketPerforated,
} from 'react-bootstrap-icons';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/session/session-context';

type MenuEntry = {
  to: string;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  /** Screens reached from this entry that keep it highlighted. */
  also?: string[];
};

/** The account side menu, in its fixed order (docs/api/screens.md#account-area). */
export const ACCOUNT_MENU: readonly MenuEntry[] = [
  { to: '/profile', label: 'My Profile', icon: PersonCircle, also: ['/editprofile'] },
  { to: '/orders', label: 'My Orders', icon: BoxSeam },
  { to: '/addresses', label: 'My Addresses', icon: GeoAlt, also: ['/addaddress'] },
  { to: '/coupons', label: 'My Coupons', icon: TicketPerforated },
  { to: '/tickets', label: 'My Tickets', icon: ChatLeftText },
];

export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { logout } = useSession();
  return (
    <nav aria-label="Account area" className="account-menu">
      <ul className="list-unstyled mb-0">
        {ACCOUNT_MENU.map(({ to, label, icon: Icon, also = [] }) => {
          const active = pathname === to || also.includes(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                className={`account-menu-link${active ? ' active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className="account-menu-link account-menu-logout"
            onClick={() => {
              onNavigate?.();
              void logout();
            }}
          >
            <BoxArrowRight aria-hidden="true" />
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
