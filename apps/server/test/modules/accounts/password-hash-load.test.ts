import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  createUser,
  lastLinkTo,
  PASSWORD,
  pathOf,
} from './support';

describe('password hashing under load', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    // A dearer hash than the other tests (tens of milliseconds): the junk arrives far faster than
    // one address's line drains, as in an attack at the production cost.
    testApp = await buildAccountsApp({ env: { PASSWORD_HASH_COST: '13' } });
    await createUser(testApp, { email: 'real@example.in' });
  });
  afterAll(() => testApp.close());

  it('lets a real login through while 60 junk logins from one address wait or are refused', async () => {
    const attacker = new Browser(testApp, '198.51.100.7');
    const customer = new Browser(testApp, '203.0.113.20');
    const junk = Array.from({ length: 60 }, (_, index) =>
      attacker.post('/api/login', { email: `junk${index}@example.in`, password: 'Wrong#Pass1' }),
    );
    const real = customer.post('/api/login', { email: 'real@example.in', password: PASSWORD });
    const realAnswer = await real;
    const junkAnswers = await Promise.all(junk);

    expect(realAnswer.statusCode).toBe(200);
    // At most one running and four waiting were hashed for that address; the line did not grow
    // behind them (which client goes first is the hash queue's own test).
    const hashed = junkAnswers.filter((response) => response.statusCode === 401);
    expect(hashed.length).toBeLessThanOrEqual(10);
    // The rest is refused at once, saying so; nothing fails.
    const refused = junkAnswers.filter((response) => response.statusCode === 429);
    expect(refused.length).toBeGreaterThan(40);
    expect(refused[0]?.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts|^Email verification pending/),
      code: 'RATE_LIMITED',
    });
    expect(junkAnswers.every((response) => response.statusCode < 500)).toBe(true);
  });

  it('checks a reset link before hashing the new password', async () => {
    const browser = new Browser(testApp);
    await createUser(testApp, { email: 'reset@example.in' });
    await browser.post('/api/forgotPassword', { email: 'reset@example.in' });
    const token = new URL(
      `http://x${pathOf(await lastLinkTo(testApp, 'reset@example.in'))}`,
    ).searchParams.get('token');
    const hash = testApp.app.passwords.hash;
    let hashed = 0;
    testApp.app.passwords.hash = (password, client) => {
      hashed += 1;
      return hash(password, client);
    };
    try {
      const made = await browser.post('/api/resetPassword', {
        token: 'made-up-token',
        password: 'New#Pass2025',
      });
      expect(made.statusCode).toBe(400);
      expect(hashed).toBe(0);

      const real = await browser.post('/api/resetPassword', { token, password: 'New#Pass2025' });
      expect(real.statusCode).toBe(200);
      expect(hashed).toBe(1);
      const again = await browser.post('/api/resetPassword', { token, password: 'New#Pass2026' });
      expect(again.statusCode).toBe(400);
      expect(hashed).toBe(1);
    } finally {
      testApp.app.passwords.hash = hash;
    }
  });
});
