import './pc-build.css';
import type { PcBuild } from '@shop/domain';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { BuildBenchmarks } from './build-benchmarks';
import { BuildFeatures } from './build-features';
import { BuildOverview } from './build-overview';

/** Overview, Benchmarks and Features of a build: the summary, the spec dialog and a shared build. */
export function BuildTabs({ build, id }: { build: PcBuild; id: string }) {
  return (
    <Tabs id={id} defaultActiveKey="overview" className="build-tabs" fill mountOnEnter>
      <Tab eventKey="overview" title="Overview">
        <BuildOverview build={build} />
      </Tab>
      <Tab eventKey="benchmarks" title="Benchmarks">
        <BuildBenchmarks build={build} />
      </Tab>
      <Tab eventKey="features" title="Features">
        <BuildFeatures build={build} />
      </Tab>
    </Tabs>
  );
}
