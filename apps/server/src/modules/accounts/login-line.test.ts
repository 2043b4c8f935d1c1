import { describe, expect, it } from 'vitest';
import { createLoginLine, LoginLineFullError } from './login-line';

const limits = { perClient: 2, laterAtOnce: 2, longestHoldMs: 60_000 };

describe('the login line', () => {
  it("lets a known account's login in at once past 200 waiting junk logins, and holds the junk while it is under way", async () => {
    const line = createLoginLine(limits);
    const admitted: string[] = [];
    const junk = Array.from({ length: 200 }, (_, index) =>
      line.enter(`198.51.100.${index}`, false).then((pass) => {
        admitted.push(`junk ${index}`);
        return pass;
      }),
    );
    const customer = await line.enter('203.0.113.20', true);
    const first = await Promise.all([junk[0], junk[1]]);
    expect(admitted).toEqual(['junk 0', 'junk 1']);
    // The two running junk logins finish their database work: none starts while the customer's
    // login is under way.
    for (const pass of first) pass?.leave();
    await new Promise((next) => setImmediate(next));
    expect(admitted).toHaveLength(2);
    customer.leave();
    await new Promise((next) => setImmediate(next));
    expect(admitted).toEqual(['junk 0', 'junk 1', 'junk 2', 'junk 3']);
    // Each junk login done in turn lets the next in.
    for (const entered of junk.slice(2)) (await entered).leave();
    expect(admitted).toHaveLength(200);
  });

  it('refuses one address past its bound whatever the email, and takes it again once one is done', async () => {
    const line = createLoginLine(limits);
    const unknown = await line.enter('198.51.100.7', false);
    const known = await line.enter('198.51.100.7', true);
    await expect(line.enter('198.51.100.7', true)).rejects.toBeInstanceOf(LoginLineFullError);
    await expect(line.enter('198.51.100.7', false)).rejects.toBeInstanceOf(LoginLineFullError);
    known.leave();
    const again = await line.enter('198.51.100.7', true);
    for (const pass of [unknown, again]) pass.leave();
  });

  it('lets a held login start once it has waited the longest hold, known logins or not', async () => {
    const line = createLoginLine({ ...limits, longestHoldMs: 30 });
    const customer = await line.enter('203.0.113.20', true);
    const started = performance.now();
    const held = await line.enter('198.51.100.7', false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    for (const pass of [customer, held]) pass.leave();
  });
});
