import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { problemsOf, productionSite } from './support';

describe('configuration', () => {
  it("hashes passwords at OWASP's scrypt cost unless told otherwise", () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ ...productionSite, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });

  it('accepts a cheaper password hash outside production, as the tests use', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_COST: '1' }).passwordHashCost).toBe(1);
  });

  it("refuses a password hash below OWASP's cost in production", () => {
    expect(problemsOf({ ...productionSite, PASSWORD_HASH_COST: '14' })).toEqual([
      "PASSWORD_HASH_COST: must be at least 15 in production (OWASP's minimum for scrypt)",
    ]);
  });

  it.each(['0', '21', '10.5', 'cheap'])('refuses %s as a password-hash cost, once', (cost) => {
    for (const NODE_ENV of ['test', 'production']) {
      expect(problemsOf({ ...productionSite, NODE_ENV, PASSWORD_HASH_COST: cost })).toEqual([
        "PASSWORD_HASH_COST: must be a whole number from 1 to 20 (log2 of scrypt's N)",
      ]);
    }
  });
});
