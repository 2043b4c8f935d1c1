import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Moves the test's fake clock on by `ms` under act: every timer that comes due runs, with the renders
 * and effects it causes.
 */
export function advanceClock(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
