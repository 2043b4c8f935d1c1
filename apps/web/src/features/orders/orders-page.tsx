import './orders.css';
import { asLineProduct, type PcBuild, pcBuildOfProduct } from '@shop/domain';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router';
import { AccountHeading } from '../../components/account-heading';
import { useSession } from '../../lib/session/session-context';
import { usePageTitle } from '../../lib/use-page-title';
import { OrderCard } from './components/order-card';
import { PcInfoDialog } from './components/pc-info-dialog';

/**
 * /orders (docs/api/orders.md#orders-screen): the user's orders, newest first as the server lists
 * them.
 */
/** The Help & Support dialog an order opens: the tickets feature's, composed in by app/routes. */
export type OrderHelpDialog = ComponentType<{
  show: boolean;
  orderId: string;
  /** What the dialog shows of the order: its OD- number. */
  orderNumber: string;
  onClose: () => void;
}>;

export function OrdersPage({
  HelpDialog,
  cancellationPolicy = '',
}: {
  HelpDialog: OrderHelpDialog;
  /** The cancellation policy's words (the legal feature's), composed in by app/routes. */
  cancellationPolicy?: string;
}) {
  usePageTitle('My Orders');
  const { details } = useSession();
  const orders = details?.orderInfo ?? [];
  // Each dialog keeps what it shows while it fades out; `open` says whether it shows.
  const [help, setHelp] = useState({ orderId: '', orderNumber: '', open: false });
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
                onHelp={() =>
                  setHelp({ orderId: order.orderid, orderNumber: order.orderNumber, open: true })
                }
                onPcInfo={() =>
                  setPcInfo({ build: pcBuildOfProduct(asLineProduct(order)), open: true })
                }
                cancellationPolicy={cancellationPolicy}
              />
            </li>
          ))}
        </ul>
      )}
      <HelpDialog
        show={help.open}
        orderId={help.orderId}
        orderNumber={help.orderNumber}
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
