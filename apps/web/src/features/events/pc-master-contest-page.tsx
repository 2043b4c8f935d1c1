import { ComingSoon } from '../../components/coming-soon';

export function PcMasterContestPage() {
  return <ComingSoon title="PC Master Contest" />;
}
