import { useEffect, useState } from 'react';

/** How long the budget slider rests before home's finder asks for it. */
export const BUDGET_SETTLE_MS = 400;

/** The value once it has stopped changing for `ms`, so a dragged slider asks once, not per step. */
export function useSettledValue<Value>(value: Value, ms: number = BUDGET_SETTLE_MS): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
