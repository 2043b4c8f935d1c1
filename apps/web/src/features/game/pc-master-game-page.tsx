import { ComingSoon } from '../../components/coming-soon';

export function PcMasterGamePage() {
  return <ComingSoon title="PC Master Hunt" />;
}
