import { MESSAGES } from '@shop/domain';
import type { JudgedBuild } from '../hooks/use-game';

/** Between budgets: how the build did, and the countdown to the next budget. */
export function RoundMessage({ judged, countdown }: { judged: JudgedBuild; countdown: number }) {
  return (
    <div
      className={`game-round-message ${judged.withinBudget ? 'is-pass' : 'is-miss'}`}
      role="status"
    >
      <p className="game-round-verdict mb-1">
        {judged.withinBudget ? (
          <>
            {MESSAGES.game.withinBudget} <strong>+{judged.points}</strong>
          </>
        ) : (
          MESSAGES.game.outOfBudget
        )}
      </p>
      <p className="mb-0">
        {MESSAGES.game.newBudgetCountdown}{' '}
        <strong className="game-countdown" data-testid="game-countdown">
          {countdown}
        </strong>
      </p>
    </div>
  );
}
