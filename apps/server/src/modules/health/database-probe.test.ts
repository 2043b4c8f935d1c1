import { describe, expect, it } from 'vitest';
import { createDatabaseProbe } from './database-probe';

function countingCheck(answers: boolean[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    check: async () => answers[Math.min(calls++, answers.length - 1)] ?? false,
  };
}

describe('the database probe behind /api/health', () => {
  it('shares one check among concurrent callers', async () => {
    const counter = countingCheck([true]);
    const probe = createDatabaseProbe(counter.check);
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(counter.calls).toBe(1);
  });

  it('reuses an answer younger than its maximum age and checks again after it', async () => {
    let clock = 0;
    const counter = countingCheck([true, false]);
    const probe = createDatabaseProbe(counter.check, { maxAgeMs: 1000, now: () => clock });
    expect(await probe()).toBe(true);
    clock = 999;
    // A standing answer comes back as it is, so the route answers without waiting a turn.
    expect(probe()).toBe(true);
    expect(counter.calls).toBe(1);
    clock = 1000;
    expect(await probe()).toBe(false);
    expect(counter.calls).toBe(2);
  });

  it('treats a check that throws as unreachable', async () => {
    const probe = createDatabaseProbe(() => Promise.reject(new Error('connection refused')));
    expect(await probe()).toBe(false);
  });
});
