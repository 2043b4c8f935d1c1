import { act } from '@testing-library/preact';
import { vi } from 'vitest';
import { runPendingEffects } from '../lib/effects-in-the-next-task';

// Taken when the test setup loads this module, before any test replaces the timers with fakes.
const realSetTimeout = globalThis.setTimeout;

/**
 * One turn of the real event loop under act: every promise chain that is ready runs to its end, and
 * the renders it causes are drawn with their effects run. React's act waited out pending promises
 * itself; the renderer's does not (docs/decisions/074-preact-renders-the-react-code.md).
 */
export function settle(): Promise<void> {
  return act(async () => {
    await aRealTurn();
    runPendingEffects();
  });
}

/** One turn of the real event loop, whatever a test has done to the timers. */
export function aRealTurn(): Promise<void> {
  return new Promise<void>((resolve) => realSetTimeout(resolve, 0));
}

/**
 * Moves the test's fake clock on by `ms` under act: every timer that comes due runs, with the renders
 * and effects it causes.
 */
export function advanceClock(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
