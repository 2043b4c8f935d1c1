import { describe, expect, it } from 'vitest';
import { planWorkers } from './workers';

const POSTGRES = 'postgres://shop@127.0.0.1:5432/shop';

describe('planWorkers', () => {
  it('runs one worker per core on PostgreSQL by default', () => {
    expect(planWorkers({ databaseUrl: POSTGRES, workers: 'auto' }, 4).count).toBe(4);
  });

  it('runs the number of workers asked for on PostgreSQL', () => {
    expect(planWorkers({ databaseUrl: POSTGRES, workers: 2 }, 8)).toEqual({
      count: 2,
      reason: 'WORKERS=2',
    });
  });

  it('runs one worker on PGlite whatever is asked, and says why', () => {
    const plan = planWorkers({ databaseUrl: undefined, workers: 6 }, 8);
    expect(plan.count).toBe(1);
    expect(plan.reason).toContain('PGlite');
  });
});
