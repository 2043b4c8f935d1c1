import { ComingSoon } from '../../components/coming-soon';

export function SharedBuildPage() {
  return <ComingSoon title="Customized with Build Your Own PC Tool" />;
}
