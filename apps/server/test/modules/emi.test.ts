import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { buildTestApp, type TestApp } from '../helper';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('EMI plans', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { EMI_RATES: '12:15.5, 3:13,6:14,9:14.25', EMI_NO_COST_MONTHS: '3,6' },
    });
  });
  afterAll(() => testApp.close());

  it("answers the configuration's tenures, shortest first, with their rates and no-cost offers", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/emiPlans' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      plans: [
        { months: 3, annualRatePercent: 13, noCost: true },
        { months: 6, annualRatePercent: 14, noCost: true },
        { months: 9, annualRatePercent: 14.25, noCost: false },
        { months: 12, annualRatePercent: 15.5, noCost: false },
      ],
    });
  });

  it('defaults to 14 % a year on 3, 6, 9 and 12 months with no no-cost offer', () => {
    expect(loadConfig({}).emiPlans).toEqual(
      [3, 6, 9, 12].map((months) => ({ months, annualRatePercent: 14, noCost: false })),
    );
  });

  it('refuses rates it cannot show honestly, naming the variable', () => {
    expect(problemsOf({ EMI_RATES: '3:14,6' })).toEqual([
      'EMI_RATES: must be months:annual rate pairs, e.g. 3:14,6:14,9:15,12:15.5',
    ]);
    expect(problemsOf({ EMI_RATES: '4:14' })).toEqual([
      'EMI_RATES: 4 months is not a tenure the shop shows (3, 6, 9, 12)',
    ]);
    expect(problemsOf({ EMI_RATES: '3:0' })).toEqual([
      'EMI_RATES: a rate must be above 0 and at most 60 percent a year',
    ]);
    expect(problemsOf({ EMI_RATES: '3:14,3:15' })).toEqual([
      'EMI_RATES: each tenure is given once',
    ]);
    expect(problemsOf({ EMI_RATES: '3:14', EMI_NO_COST_MONTHS: '6' })).toEqual([
      "EMI_NO_COST_MONTHS: 6 months has no rate in EMI_RATES: a no-cost offer pays that rate's interest",
    ]);
  });
});
