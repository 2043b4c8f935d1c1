import {
  CALIBRATION_CPU_TIMESPY,
  estimateFps,
  FPS_RANGE_SPREAD,
  FPS_RESOLUTIONS,
  type FpsEstimate,
  type PcBuild,
} from '@shop/domain';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { InfoCircle } from 'react-bootstrap-icons';

/**
 * Estimated FPS in the estimate's games at 1080p and 1440p, from the build's benchmark scores
 * (docs/api/fps-estimates.md), labelled as estimates with the method one click away.
 */
export function BuildFps({ build }: { build: PcBuild }) {
  const headingId = useId();
  const methodId = useId();
  const [methodShown, setMethodShown] = useState(false);
  const estimates = estimateFps({
    gpuTimespy: build.benchmarks.gpuBenchmark.timespy,
    cpuTimespy: build.benchmarks.processorBenchmark.timespy,
  });
  const games = groupByGame(estimates);
  const hasEstimate = estimates.some((estimate) => estimate.high > 0);
  return (
    <section className="build-fps" aria-labelledby={headingId}>
      <div className="build-fps-head">
        <h3 id={headingId} className="build-subheading my-0">
          Estimated FPS
        </h3>
        <Button
          variant="link"
          size="sm"
          className="build-fps-method-toggle"
          aria-expanded={methodShown}
          aria-controls={methodId}
          onClick={() => setMethodShown((shown) => !shown)}
        >
          <InfoCircle aria-hidden="true" /> How we estimate
        </Button>
      </div>
      <div id={methodId} hidden={!methodShown} className="build-fps-method">
        <FpsMethod />
      </div>
      {hasEstimate ? (
        <table className="build-fps-table">
          <caption className="visually-hidden">
            Estimated average frames per second, by game and resolution
          </caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              {FPS_RESOLUTIONS.map((resolution) => (
                <th scope="col" key={resolution}>
                  {resolution}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {games.map(([game, byResolution]) => (
              <tr key={game.game}>
                <th scope="row">
                  {game.name}
                  <span className="build-fps-settings">{game.settings}</span>
                </th>
                {FPS_RESOLUTIONS.map((resolution) => {
                  const range = byResolution.get(resolution);
                  return <td key={resolution}>{range ? `${range.low}–${range.high} FPS` : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-secondary">No estimate: this build has no graphics score to go on.</p>
      )}
      <p className="small text-secondary mb-0">
        Estimates from the parts' benchmark scores, not measurements of this PC. Real results move
        with drivers, game updates and settings.
      </p>
    </section>
  );
}

function groupByGame(estimates: FpsEstimate[]) {
  const games = new Map<string, [FpsEstimate, Map<string, FpsEstimate>]>();
  for (const estimate of estimates) {
    const entry = games.get(estimate.game) ?? [estimate, new Map<string, FpsEstimate>()];
    entry[1].set(estimate.resolution, estimate);
    games.set(estimate.game, entry);
  }
  return [...games.values()];
}

/** The method in plain words: the same account as docs/api/fps-estimates.md. */
function FpsMethod() {
  const spread = Math.round(FPS_RANGE_SPREAD * 100);
  return (
    <>
      <p>
        We have not run every game on every build. Instead, for each game we took widely published
        review results for four reference graphics cards (RTX 3050, RTX 4060, RTX 4070 Super and RTX
        5090) tested with a fast processor, and fitted a curve from each card's 3DMark Time Spy
        graphics score to its average frame rate.
      </p>
      <p>
        For this build we read its card's score on that curve, and do the same for its processor
        from its Time Spy CPU score (the reference processor scores{' '}
        {CALIBRATION_CPU_TIMESPY.toLocaleString('en-IN')}). Frame times add up, so the slower of the
        two limits the build. We show a range {spread} % either side of the result.
      </p>
      <p className="mb-0">
        Upscaling and frame generation (DLSS, FSR, XeSS) are not counted and would raise these
        figures; a processor's large cache can help some games more than its score shows.
      </p>
    </>
  );
}
