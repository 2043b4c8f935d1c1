import './pc-build.css';
import type { PcBuild } from '@shop/domain';
import { useDeferredValue, useState } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { BuildBenchmarks } from './build-benchmarks';
import { BuildFeatures } from './build-features';
import { BuildOverview } from './build-overview';

const TAB_KEYS = ['overview', 'benchmarks', 'features'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const isTabKey = (key: string | null): key is TabKey => TAB_KEYS.some((each) => each === key);

/**
 * Overview, Benchmarks and Features of a build: the summary, the spec dialog and a shared build.
 * A tapped tab turns at once; the pane it opens for the first time is drawn just after, in slices
 * the browser paints between, so the tap is answered on the next frame even on a slow phone
 * (docs/decisions/077-interactions-measured.md).
 */
export function BuildTabs({ build, id }: { build: PcBuild; id: string }) {
  const [active, setActive] = useState<TabKey>('overview');
  const drawn = useDeferredValue(active);
  // A pane is drawn once it has been the deferred choice, and then stays, as mountOnEnter keeps it.
  const [opened, setOpened] = useState<ReadonlySet<TabKey>>(() => new Set([active]));
  if (!opened.has(drawn)) setOpened(new Set([...opened, drawn]));
  const ready = (key: TabKey) => opened.has(key);
  return (
    <Tabs
      id={id}
      activeKey={active}
      onSelect={(key) => isTabKey(key) && setActive(key)}
      className="build-tabs"
      fill
      mountOnEnter
    >
      <Tab eventKey="overview" title="Overview">
        {ready('overview') && <BuildOverview build={build} />}
      </Tab>
      <Tab eventKey="benchmarks" title="Benchmarks">
        {ready('benchmarks') && <BuildBenchmarks build={build} />}
      </Tab>
      <Tab eventKey="features" title="Features">
        {ready('features') && <BuildFeatures build={build} />}
      </Tab>
    </Tabs>
  );
}
