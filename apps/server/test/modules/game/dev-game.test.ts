import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper';
import { signedInBrowser, testClock } from '../accounts/support';

describe("the browser tests' game controls (outside production)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url, payload });

  it("moves the shop's clock forward, never back", async () => {
    const before = testApp.app.clock.now().getTime();
    const moved = await post('/api/dev/clock', { advanceMs: 180_000 });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now) - before).toBeGreaterThanOrEqual(180_000);
    expect(testApp.app.clock.now().getTime() - before).toBeGreaterThanOrEqual(180_000);
    expect((await post('/api/dev/clock', { advanceMs: -1 })).statusCode).toBe(400);
  });

  it('sets the base prices of the next budgets, then draws at random again', async () => {
    const scripted = await post('/api/dev/game-budgets', { bases: [100_000, 200_000] });
    expect(scripted.json()).toEqual({ queued: 2 });
    const { browser } = await signedInBrowser(
      { ...testApp, clock: testClock() },
      'dev-budgets@example.in',
    );
    const budgets = [];
    for (let game = 0; game < 3; game++) {
      budgets.push((await browser.post('/api/startGame', {})).json().budget);
    }
    expect(budgets.slice(0, 2)).toEqual([
      { low: 90_000, high: 110_000 },
      { low: 180_000, high: 220_000 },
    ]);
    expect(budgets[2].low).toBeGreaterThanOrEqual(27_000);
    expect(budgets[2].high).toBeLessThanOrEqual(385_000);
    const outside = await post('/api/dev/game-budgets', { bases: [29_999] });
    expect(outside.statusCode).toBe(400);
    // ₹30,000 is in the game's range, but no build of the shop's catalogue costs that little.
    const unreachable = await post('/api/dev/game-budgets', { bases: [30_000] });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toMatch(
      /^A base of 30000 is not one the game draws: from 35000 to 350000/,
    );
  });

  it('has neither in production', async () => {
    const production = await buildTestApp({
      database: testApp.database,
      env: { NODE_ENV: 'production', ENVELOPE_KEY: randomBytes(32).toString('base64') },
    });
    const visitor = production.app;
    const clock = await visitor.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: 1 },
    });
    const budgets = await visitor.inject({
      method: 'POST',
      url: '/api/dev/game-budgets',
      payload: { bases: [100_000] },
    });
    await visitor.close();
    expect([clock.statusCode, budgets.statusCode]).toEqual([404, 404]);
  });
});
