import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countdown', () => {
  it('counts whole seconds down to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
    act(() => result.current.start(30));
    expect(result.current.remaining).toBe(30);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.remaining).toBe(29);
    act(() => {
      vi.advanceTimersByTime(28_000);
    });
    expect(result.current.remaining).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.remaining).toBe(0);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current.remaining).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again from the full time', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(30));
    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    act(() => result.current.start(30));
    expect(result.current.remaining).toBe(30);
  });
});
