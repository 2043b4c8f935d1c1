import { formatInr, MESSAGES } from '@shop/domain';
import type { JudgedBuild } from '../hooks/use-game';

/**
 * Between budgets: how the build did, its "Your PC" price against the budget it was judged by, and
 * the countdown to the next budget. Shown in the game's top bar, whose live region announces it.
 */
export function RoundMessage({ judged, countdown }: { judged: JudgedBuild; countdown: number }) {
  return (
    <div className={`game-round-message ${judged.withinBudget ? 'is-pass' : 'is-miss'}`}>
      <p className="game-round-verdict mb-1">
        {judged.withinBudget ? (
          <>
            {MESSAGES.game.withinBudget} <strong>+{judged.points}</strong>
          </>
        ) : (
          MESSAGES.game.outOfBudget
        )}
      </p>
      <p className="game-round-price mb-1">
        Your PC {formatInr(judged.yourPcPrice)}, budget {formatInr(judged.budget.low)} -{' '}
        {formatInr(judged.budget.high)}
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
