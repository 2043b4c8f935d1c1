import type { GameView } from '@shop/domain';
import { useEffect, useState } from 'react';

/** The server's last word on a game, and when (by this browser's clock) it arrived. */
export type SyncedGame = { game: GameView; at: number };

/**
 * The game's clock as the browser shows it: the time left and the pause left that the server
 * last told, counted down since. The server keeps the real clock
 * (docs/decisions/010-game-scores-decided-by-the-server.md): when either runs out here, the page
 * asks it how things stand.
 */
export function useGameClock(synced: SyncedGame | null, running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  // One update each time a shown second changes (of the time or the pause), and none once both
  // have run out: nothing to count then until the server answers.
  useEffect(() => {
    if (!running || !synced) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const elapsed = Date.now() - synced.at;
      const left = [synced.game.remainingMs - elapsed, synced.game.pauseRemainingMs - elapsed];
      const waits = left.filter((ms) => ms > 0).map((ms) => ms % 1000 || 1000);
      if (waits.length === 0) return;
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        Math.min(...waits),
      );
    };
    setNow(Date.now());
    schedule();
    return () => clearTimeout(timer);
  }, [running, synced]);

  if (!synced) return { remainingMs: 0, pauseRemainingMs: 0 };
  const elapsed = Math.max(0, now - synced.at);
  return {
    remainingMs: Math.max(0, synced.game.remainingMs - elapsed),
    pauseRemainingMs: Math.max(0, synced.game.pauseRemainingMs - elapsed),
  };
}

/** Whole seconds to show, rounded up: 180 at the start, 1 in the last second. */
export function secondsShown(ms: number): number {
  return Math.ceil(ms / 1000);
}
