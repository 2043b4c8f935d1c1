import { ComingSoon } from '../../components/coming-soon';

export function PrebuiltsPage() {
  return <ComingSoon title="Pre-Builts" />;
}
