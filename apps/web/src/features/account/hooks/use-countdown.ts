import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left, ticking down to 0 once a second; start() begins again from any value. */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const tick = setTimeout(() => setRemaining((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(tick);
  }, [remaining]);

  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
