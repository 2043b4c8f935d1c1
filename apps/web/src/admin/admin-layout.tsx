import { type StaffMemberRecord, staffLogoutEndpoint } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { NavLink, Outlet } from 'react-router';
import { callApi } from '../lib/api-client';
import { STAFF_SESSION_KEY } from './staff-session';

const LINKS: Array<{ to: string; label: string; end?: boolean }> = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/catalogue', label: 'Catalogue' },
  { to: '/admin/tickets', label: 'Tickets' },
  { to: '/admin/coupons', label: 'Coupons' },
  { to: '/admin/leads', label: 'Leads and events' },
  { to: '/admin/events', label: 'Events' },
];
const ADMIN_LINKS: typeof LINKS = [
  { to: '/admin/staff', label: 'Staff' },
  { to: '/admin/audit', label: 'Audit log' },
  { to: '/admin/data-rights', label: 'Data rights' },
];

/** The console's frame: its menu, who is signed in, and the page. */
export function AdminLayout({ staff }: { staff: StaffMemberRecord }) {
  const queryClient = useQueryClient();
  const signOut = async () => {
    await callApi(staffLogoutEndpoint);
    queryClient.setQueryData(STAFF_SESSION_KEY, null);
  };
  const links = staff.role === 'admin' ? [...LINKS, ...ADMIN_LINKS] : LINKS;
  return (
    <div className="admin-shell" data-bs-theme="light">
      <nav className="admin-nav" aria-label="Console">
        <p className="admin-brand">RigForge Console</p>
        <ul className="list-unstyled mb-0">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end ?? false} className="admin-nav-link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin-who">
          <span>
            {staff.name || staff.email} <small>({staff.role})</small>
          </span>
          <Button variant="outline-light" size="sm" onClick={signOut}>
            Sign out
          </Button>
        </div>
      </nav>
      <main className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
