import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline, re-read from the clock once a second, so a slow or
 * backgrounded tab never shows more time than is really left. start() sets a new deadline.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(tick);
    }, 1_000);
    return () => clearInterval(tick);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1_000);
  }, []);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1_000));
  return { remaining, start };
}
