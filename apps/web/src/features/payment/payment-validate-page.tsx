import { ComingSoon } from '../../components/coming-soon';

export function PaymentValidatePage() {
  return <ComingSoon title="Verifying Payment..." />;
}
