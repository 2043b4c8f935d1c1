import { useCallback, useEffect, useRef } from 'react';

/**
 * setTimeout for screens: "go to /login after 2 s" must not fire after the visitor has left the
 * screen, so every pending call is cancelled on unmount.
 */
export function useLater(): (delayMs: number, run: () => void) => void {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return useCallback((delayMs: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, delayMs);
    timers.current.add(timer);
  }, []);
}
