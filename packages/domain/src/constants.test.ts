import { describe, expect, it } from 'vitest';
import {
  BUDGET_SLIDER,
  CHECKOUT_SESSION_MS,
  MINIMUM_CALLBACK_OFFSET_MS,
  PC_TIERS,
} from './constants';

describe('business constants', () => {
  it('orders the tiers by price, starting at zero', () => {
    expect(PC_TIERS.map((tier) => tier.fromRupees)).toEqual([0, 60_000, 120_000]);
  });

  it('puts the budget default and maximum on a step of the slider', () => {
    const { minRupees, maxRupees, stepRupees, defaultRupees } = BUDGET_SLIDER;
    expect((defaultRupees - minRupees) % stepRupees).toBe(0);
    expect((maxRupees - minRupees) % stepRupees).toBe(0);
  });

  it('writes the spec durations as hours and minutes', () => {
    expect(MINIMUM_CALLBACK_OFFSET_MS).toBe(5.5 * 60 * 60 * 1000);
    expect(CHECKOUT_SESSION_MS).toBe((5 * 60 + 30) * 60 * 1000 + 15 * 1000);
  });
});
