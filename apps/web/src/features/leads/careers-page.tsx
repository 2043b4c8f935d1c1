import { ComingSoon } from '../../components/coming-soon';

export function CareersPage() {
  return <ComingSoon title="Careers" />;
}
