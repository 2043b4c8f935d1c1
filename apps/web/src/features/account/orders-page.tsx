import { ComingSoon } from '../../components/coming-soon';

export function OrdersPage() {
  return <ComingSoon title="My Orders" />;
}
