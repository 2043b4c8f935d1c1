import { BUDGET_SLIDER, formatInr, rupeesToPaise } from '@shop/domain';
import { useId } from 'react';

/** The budget slider: ₹30,000 to ₹3,00,000 in steps of ₹5,000, read out in rupees. */
export function BudgetSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (rupees: number) => void;
}) {
  const id = useId();
  const shown = formatInr(rupeesToPaise(value));
  return (
    <div className="budget-slider">
      <div className="budget-slider-head">
        <label htmlFor={id} className="form-label mb-0">
          Budget
        </label>
        <output htmlFor={id} className="budget-slider-value">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="form-range"
        min={BUDGET_SLIDER.minRupees}
        max={BUDGET_SLIDER.maxRupees}
        step={BUDGET_SLIDER.stepRupees}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className="budget-slider-ends" aria-hidden="true">
        <span>{formatInr(rupeesToPaise(BUDGET_SLIDER.minRupees))}</span>
        <span>{formatInr(rupeesToPaise(BUDGET_SLIDER.maxRupees))}</span>
      </div>
    </div>
  );
}
