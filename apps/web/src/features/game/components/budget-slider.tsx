import { budgetSliderScale, formatInr, sliderPercent } from '@shop/domain';

type BudgetSliderProps = {
  /** The budget the build is measured against, paise. */
  budget: { low: number; high: number };
  /** The "Your PC" price of the last build judged, paise; null before one. */
  price: number | null;
  withinBudget: boolean | null;
};

/**
 * The budget on a scale from 0.75 x its low end to its high end / 0.75, with the player's PC
 * price marked (docs/api/game.md#the-screens).
 */
export function BudgetSlider({ budget, price, withinBudget }: BudgetSliderProps) {
  const scale = budgetSliderScale(budget);
  const low = sliderPercent(budget.low, scale);
  const high = sliderPercent(budget.high, scale);
  const marker = price === null ? null : sliderPercent(price, scale);
  const label =
    price === null
      ? `Budget ${formatInr(budget.low)} to ${formatInr(budget.high)}`
      : `Your PC ${formatInr(price)}, budget ${formatInr(budget.low)} to ${formatInr(budget.high)}`;
  return (
    <div className="budget-slider">
      <p className="budget-slider-title mb-0">
        Budget{' '}
        <strong>
          {formatInr(budget.low)} - {formatInr(budget.high)}
        </strong>
      </p>
      <meter
        className="visually-hidden"
        aria-label={label}
        min={scale.min / 100}
        max={scale.max / 100}
        low={budget.low / 100}
        high={budget.high / 100}
        value={(price ?? budget.low) / 100}
      >
        {label}
      </meter>
      <div className="budget-slider-track" aria-hidden="true">
        <div className="budget-slider-band" style={{ left: `${low}%`, width: `${high - low}%` }} />
        {marker !== null && (
          <div
            className={`budget-slider-marker ${withinBudget ? 'is-inside' : 'is-outside'}`}
            style={{ left: `${marker}%` }}
          />
        )}
      </div>
      <div className="budget-slider-scale" aria-hidden="true">
        <span>{formatInr(scale.min)}</span>
        <span>{formatInr(scale.max)}</span>
      </div>
      <p className="budget-slider-price mb-0">
        Your PC:{' '}
        <strong data-testid="your-pc-price">{price === null ? '-' : formatInr(price)}</strong>
      </p>
    </div>
  );
}
