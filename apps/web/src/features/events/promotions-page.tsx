import { ComingSoon } from '../../components/coming-soon';

export function PromotionsPage() {
  return <ComingSoon title="Promotions" />;
}
