import { ComingSoon } from '../../components/coming-soon';

export function PrebuiltDetailPage() {
  return <ComingSoon title="Pre-Built PC" />;
}
