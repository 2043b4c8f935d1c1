import { ComingSoon } from '../../components/coming-soon';

export function FifaTournamentPage() {
  return <ComingSoon title="FIFA Tournament" />;
}
