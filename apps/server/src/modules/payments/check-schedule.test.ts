import { describe, expect, it } from 'vitest';
import { firstCheckAt, nextCheckAt } from './check-schedule';

const start = new Date('2025-06-01T06:30:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const secondsOf = (date: Date | null) =>
  date === null ? null : (date.getTime() - start.getTime()) / 1000;

/** Every check the schedule makes when the payment never settles, in seconds from the start. */
function allChecks(): number[] {
  const checks: number[] = [];
  let next: Date | null = firstCheckAt(start);
  while (next) {
    checks.push(secondsOf(next) as number);
    next = nextCheckAt(start, next);
  }
  return checks;
}

describe('reconciliation schedule', () => {
  it('asks first 20 seconds after the payment starts', () => {
    expect(secondsOf(firstCheckAt(start))).toBe(20);
    expect(secondsOf(nextCheckAt(start, at(5)))).toBe(20);
  });

  it('asks every 3 s for 30 s, 6 s for 60 s, 10 s for 60 s, 30 s for 60 s', () => {
    const checks = allChecks();
    expect(checks.slice(0, 12)).toEqual([20, 23, 26, 29, 32, 35, 38, 41, 44, 47, 50, 56]);
    expect(checks.filter((s) => s > 50 && s <= 110)).toEqual([
      56, 62, 68, 74, 80, 86, 92, 98, 104, 110,
    ]);
    expect(checks.filter((s) => s > 110 && s <= 170)).toEqual([120, 130, 140, 150, 160, 170]);
    expect(checks.filter((s) => s > 170 && s <= 230)).toEqual([200, 230]);
  });

  it('then asks every minute, the last time at exactly 20 minutes', () => {
    const checks = allChecks();
    expect(checks.filter((s) => s > 230).slice(0, 3)).toEqual([290, 350, 410]);
    expect(checks.at(-1)).toBe(1200);
    expect(checks.at(-2)).toBe(1190);
  });

  it('gives up at 20 minutes', () => {
    expect(nextCheckAt(start, at(1200))).toBe(null);
    expect(nextCheckAt(start, at(3600))).toBe(null);
  });

  it('resumes from wherever a late check falls (after a restart)', () => {
    expect(secondsOf(nextCheckAt(start, at(100)))).toBe(106);
    expect(secondsOf(nextCheckAt(start, at(1195)))).toBe(1200);
  });
});
