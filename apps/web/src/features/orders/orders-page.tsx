import './orders.css';
import type { PcBuild } from '@shop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
// A screen composes features: the account area's heading and the tickets' Raise A Ticket.
import { AccountHeading } from '../account/components/account-heading';
import { TicketModal } from '../tickets/components/ticket-modal';
import { OrderCard } from './components/order-card';
import { PcInfoDialog } from './components/pc-info-dialog';
import { pcBuildOf, readOrders } from './order-types';

/** /orders (SPEC §2): the user's orders, newest first as the server lists them. */
export function OrdersPage() {
  usePageTitle('My Orders');
  const { details } = useSession();
  const orders = readOrders(details?.orderInfo);
  // Each dialog keeps what it shows while it fades out; `open` says whether it shows.
  const [help, setHelp] = useState({ orderId: '', open: false });
  const [pcInfo, setPcInfo] = useState<{ build: PcBuild | null; open: boolean }>({
    build: null,
    open: false,
  });

  return (
    <>
      <AccountHeading title="My Orders" />
      {orders.length === 0 ? (
        <div className="empty-state">
          <p className="mb-2">No Orders Found!</p>
          <Link to="/config" className="btn btn-accent btn-sm">
            Build Your Own PC
          </Link>
        </div>
      ) : (
        <ul className="orders-list list-unstyled mb-0">
          {orders.map((order) => (
            <li key={order.orderid}>
              <OrderCard
                order={order}
                onHelp={() => setHelp({ orderId: order.orderid, open: true })}
                onPcInfo={() => setPcInfo({ build: pcBuildOf(order), open: true })}
              />
            </li>
          ))}
        </ul>
      )}
      <TicketModal
        show={help.open}
        orderId={help.orderId}
        onClose={() => setHelp((current) => ({ ...current, open: false }))}
      />
      <PcInfoDialog
        build={pcInfo.build}
        show={pcInfo.open}
        onHide={() => setPcInfo((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
