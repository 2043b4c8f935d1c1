import { derivedFigures, type PcBuild } from '@shop/domain';
import { BUILD_PARTS } from './build-parts';

/**
 * The Overview tab: the parts, then power, free slots and ports
 * (docs/api/configurator.md#derived-figures).
 */
export function BuildOverview({ build }: { build: PcBuild }) {
  const figures = derivedFigures(build);
  const { chipsetConnectivity: board, chipsetDisplay, gpuDisplay } = build.connectivity;
  const displays = gpuDisplay.length > 0 ? gpuDisplay : chipsetDisplay;
  const tiles = [
    { label: 'Max power', value: `${formatWatts(figures.maxPower)} W` },
    { label: 'Power headroom', value: `${formatWatts(figures.powerHeadroom)} W` },
    { label: 'Free M.2 slots', value: String(figures.freeM2Slots) },
    { label: 'Free SATA ports', value: String(figures.freeSataPorts) },
    { label: 'Free RAM slots', value: String(figures.freeRamSlots) },
    { label: 'USB ports', value: String(figures.usbTotal) },
  ];
  return (
    <div className="build-overview">
      <dl className="build-parts-list">
        {BUILD_PARTS.map((part) => (
          <div key={part.key} className="build-parts-row">
            <dt>{part.label}</dt>
            <dd>{part.name(build)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="build-subheading">Power, slots and ports</h3>
      <dl className="build-figures">
        {tiles.map((tile) => (
          <div key={tile.label} className="build-figure">
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <dl className="build-parts-list build-parts-list-compact">
        <div className="build-parts-row">
          <dt>Wi-Fi / Bluetooth</dt>
          <dd>
            {board.wifi} / {board.bt}
          </dd>
        </div>
        <div className="build-parts-row">
          <dt>Network</dt>
          <dd>{board.lan}</dd>
        </div>
        <div className="build-parts-row">
          <dt>Display outputs</dt>
          <dd>{displays.join(', ') || 'None'}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Watts are whole in the catalogue; 1.25 x TDP may end in .25 or .75, which we round. */
function formatWatts(watts: number): string {
  return String(Math.round(watts));
}
