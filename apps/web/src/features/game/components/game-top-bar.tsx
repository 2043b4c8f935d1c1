import { GAME, type GameView } from '@shop/domain';
import type { ReactNode } from 'react';
import { formatRupees } from '../../../lib/format';
import { secondsShown } from '../hooks/use-game-clock';

type GameTopBarProps = {
  game: GameView;
  remainingMs: number;
  countdown: number | null;
  /** The round's result (or a refusal): announced, and shown in the bar, which stays in view. */
  children?: ReactNode;
};

/**
 * Score, time, a progress bar of the time left and the budget range in play, and what the last
 * build came to. The bar is sticky, so the result shows wherever the player handed the build in.
 */
export function GameTopBar({ game, remainingMs, countdown, children }: GameTopBarProps) {
  const seconds = secondsShown(remainingMs);
  const percent = Math.min(100, (remainingMs / (GAME.durationSeconds * 1000)) * 100);
  return (
    <div className="game-top-bar">
      <dl className="game-top-figures">
        <div>
          <dt>Score</dt>
          <dd data-testid="game-score">{game.score}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd data-testid="game-time">{seconds}s</dd>
        </div>
        <div className="game-top-budget">
          <dt>Budget</dt>
          <dd data-testid="game-budget">
            {game.budget
              ? `${formatRupees(game.budget.low)} - ${formatRupees(game.budget.high)}`
              : countdown !== null
                ? `New budget in ${countdown}s`
                : '...'}
          </dd>
        </div>
      </dl>
      <div
        className="progress game-time-bar"
        role="progressbar"
        aria-label="Time left"
        aria-valuemin={0}
        aria-valuemax={GAME.durationSeconds}
        aria-valuenow={Math.min(seconds, GAME.durationSeconds)}
        aria-valuetext={`${seconds} seconds left`}
      >
        <div
          className={`progress-bar${seconds <= 10 ? ' bg-danger' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      {/* Always in the page, so what comes into it is announced. */}
      <div className="game-top-result" role="status">
        {children}
      </div>
    </div>
  );
}
