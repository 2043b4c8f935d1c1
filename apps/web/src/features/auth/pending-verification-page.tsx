import { ComingSoon } from '../../components/coming-soon';

export function PendingVerificationPage() {
  return <ComingSoon title="Pending Email Verification" />;
}
