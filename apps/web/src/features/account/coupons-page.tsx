import { ComingSoon } from '../../components/coming-soon';

export function CouponsPage() {
  return <ComingSoon title="My Coupons" />;
}
