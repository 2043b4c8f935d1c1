import { ComingSoon } from '../../components/coming-soon';

export function AccessoriesPage() {
  return <ComingSoon title="Add-Ons" />;
}
