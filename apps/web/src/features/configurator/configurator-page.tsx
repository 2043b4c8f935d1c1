import { ComingSoon } from '../../components/coming-soon';

export function ConfiguratorPage() {
  return <ComingSoon title="Build Your Own PC" />;
}
