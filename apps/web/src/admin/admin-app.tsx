import './admin.css';
import { Navigate, Route, Routes } from 'react-router';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { AdminLayout } from './admin-layout';
import { AuditPage } from './audit/audit-page';
import { CataloguePage } from './catalogue/catalogue-page';
import { EditItemPage } from './catalogue-items/edit-item-page';
import { NewItemPage } from './catalogue-items/new-item-page';
import { CouponsPage } from './coupons/coupons-page';
import { DashboardPage } from './dashboard/dashboard-page';
import { DataRightsPage } from './data-rights/data-rights-page';
import { EventsPage } from './events/events-page';
import { LeadsPage } from './leads/leads-page';
import { AdminLoginPage } from './login/admin-login-page';
import { OrderPage } from './orders/order-page';
import { OrdersPage } from './orders/orders-page';
import { StaffPage } from './staff/staff-page';
import { useStaffSession } from './staff-session';
import { TicketsPage } from './tickets/tickets-page';

/**
 * The staff console at /admin/* (docs/api/staff-console.md): its own lazily loaded part of the
 * app, so nothing of it reaches the customers' bundle. Without a staff session every page but the
 * sign-in sends there.
 */
export function AdminApp() {
  const session = useStaffSession();
  if (session.isPending) return <FullScreenSpinner />;
  const staff = session.data ?? null;
  return (
    <Routes>
      <Route path="login" element={staff ? <Navigate to="/admin" replace /> : <AdminLoginPage />} />
      <Route
        element={staff ? <AdminLayout staff={staff} /> : <Navigate to="/admin/login" replace />}
      >
        <Route index element={<DashboardPage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="orders/:orderId" element={<OrderPage />} />
        <Route path="catalogue" element={<CataloguePage />} />
        <Route path="catalogue/new" element={<NewItemPage />} />
        <Route path="catalogue/items/:kind/:id" element={<EditItemPage />} />
        <Route path="tickets" element={<TicketsPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="leads" element={<LeadsPage />} />
        <Route path="events" element={<EventsPage />} />
        {staff?.role === 'admin' && (
          <>
            <Route path="staff" element={<StaffPage me={staff} />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="data-rights" element={<DataRightsPage />} />
          </>
        )}
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Route>
    </Routes>
  );
}
