import { ComingSoon } from '../../components/coming-soon';

export function PaymentFailPage() {
  return <ComingSoon title="Payment Failed!" />;
}
