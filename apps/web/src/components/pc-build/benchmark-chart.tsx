import { formatIndianNumber } from '@shop/domain';
import { useId } from 'react';

export type BenchmarkBar = {
  name: string;
  score: number;
  /** The score that fills the bar: a fixed top of the scale, so bars compare across builds. */
  scaleTop: number;
};

/** One group of scores as horizontal bars, each labelled with its value and exposed as a meter. */
export function BenchmarkChart({ title, bars }: { title: string; bars: readonly BenchmarkBar[] }) {
  const id = useId();
  return (
    <figure className="benchmark-chart">
      <figcaption className="benchmark-chart-title">{title}</figcaption>
      <ul className="list-unstyled mb-0">
        {bars.map((bar, index) => {
          const labelId = `${id}-${index}`;
          const top = Math.max(bar.scaleTop, bar.score, 1);
          const score = formatIndianNumber(bar.score);
          return (
            <li key={bar.name} className="benchmark-bar">
              <div className="benchmark-bar-head">
                <span id={labelId}>{bar.name}</span>
                <span className="benchmark-bar-value">{score}</span>
              </div>
              {/* biome-ignore lint/a11y/useSemanticElements: a drawn bar; <meter> cannot be styled alike in every browser. */}
              <div
                className="benchmark-bar-track"
                role="meter"
                aria-labelledby={labelId}
                aria-valuemin={0}
                aria-valuemax={top}
                aria-valuenow={bar.score}
                aria-valuetext={`${score} points`}
              >
                <div
                  className="benchmark-bar-fill"
                  style={{ width: `${Math.max((bar.score / top) * 100, bar.score > 0 ? 2 : 0)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
