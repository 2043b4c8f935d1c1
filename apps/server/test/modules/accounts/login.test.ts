import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  createUser,
  lastMessageTo,
  PASSWORD,
} from './support';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('POST /api/login', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    await createUser(testApp, { email: 'verified@example.in' });
    await createUser(testApp, { email: 'unverified@example.in', emailVerified: false });
  });
  afterAll(() => testApp.close());

  it('signs a verified user in with a new HttpOnly session cookie', async () => {
    const browser = new Browser(testApp);
    const response = await browser.post('/api/login', {
      email: 'Verified@Example.in',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Logged In Successfully!',
      user_id: expect.any(String),
    });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    expect(sid?.secure).toBeFalsy();
    expect(sid?.value).toMatch(/^[\w-]{43}$/);
    const stored = await testApp.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(sid?.value);
  });

  it('rotates the session on every login: the old cookie stops working', async () => {
    const browser = new Browser(testApp);
    await browser.post('/api/login', { email: 'verified@example.in', password: PASSWORD });
    const first = browser.cookies.get('sid');
    await browser.post('/api/login', { email: 'verified@example.in', password: PASSWORD });
    const second = browser.cookies.get('sid');
    expect(second).not.toBe(first);
    const stale = await testApp.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { cookie: `sid=${first}`, origin: 'http://localhost:3000' },
    });
    expect(stale.statusCode).toBe(401);
    expect((await browser.post('/api/authenticate')).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    for (const body of [
      { email: 'verified@example.in', password: 'Wrong#Pass1' },
      { email: 'nobody@example.in', password: PASSWORD },
    ]) {
      const response = await new Browser(testApp).post('/api/login', body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Incorrect email or password. Please try again.',
        code: 'WRONG_CREDENTIALS',
      });
      expect(response.cookies).toEqual([]);
    }
  });

  it('sends an unverified user to the pending screen with a fresh link, and no session', async () => {
    const browser = new Browser(testApp);
    const response = await browser.post('/api/login', {
      email: 'unverified@example.in',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email verification pending. Please check your inbox.',
    });
    expect(browser.cookies.has('pending_verification')).toBe(true);
    expect(browser.cookies.has('sid')).toBe(false);
    expect((await lastMessageTo(testApp, 'unverified@example.in'))?.subject).toBe(
      'Verify your email for RigForge',
    );
  });

  it('answers "too many requests" once an unverified user has asked for 3 links', async () => {
    const login = () =>
      new Browser(testApp).post('/api/login', {
        email: 'unverified@example.in',
        password: PASSWORD,
      });
    // One link was mailed by the test before; two more are allowed in the window.
    expect((await login()).statusCode).toBe(403);
    expect((await login()).statusCode).toBe(403);
    const refused = await login();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Email verification pending. Kindly verify and login.',
    });
    expect(refused.cookies.map((cookie) => cookie.name)).toEqual(['pending_verification']);
  });

  it('validates the email and requires a password', async () => {
    const badEmail = await new Browser(testApp).post('/api/login', {
      email: 'not-an-email',
      password: PASSWORD,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      message: 'Please enter a valid email address!',
      code: 'BAD_REQUEST',
    });
    const noPassword = await new Browser(testApp).post('/api/login', {
      email: 'verified@example.in',
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      message: 'Incorrect email or password. Please try again.',
      code: 'BAD_REQUEST',
    });
  });

  it('answers the spec message for any other failure', async () => {
    const broken = await buildAccountsApp();
    await createUser(broken, { email: 'verified@example.in' });
    await broken.database.db.schema.dropTable('sessions').execute();
    const response = await new Browser(broken).post('/api/login', {
      email: 'verified@example.in',
      password: PASSWORD,
    });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'An unexpected error occurred. Please try again.',
      code: 'SERVER_ERROR',
    });
  });
});

describe('login rate limits', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    await createUser(testApp, { email: 'target@example.in' });
  });
  afterAll(() => testApp.close());

  const attempt = (email: string, ip: string, password = 'Wrong#Pass1') =>
    new Browser(testApp, ip).post('/api/login', { email, password });

  it('lets the owner sign in with the right password while someone elsewhere guesses wrong', async () => {
    // A third party can no longer lock a customer out of password sign-in.
    for (let call = 1; call <= 30; call++) {
      expect((await attempt('target@example.in', '192.0.2.10')).statusCode).not.toBe(200);
    }
    for (let call = 1; call <= 10; call++) {
      expect((await attempt('target@example.in', `192.0.2.${20 + call}`)).statusCode).toBe(401);
    }
    expect((await attempt('target@example.in', '198.51.100.7', PASSWORD)).statusCode).toBe(200);
  });

  it('counts failures only: signing in again and again is never refused', async () => {
    for (let call = 1; call <= 25; call++) {
      expect((await attempt('target@example.in', '198.51.100.8', PASSWORD)).statusCode).toBe(200);
    }
    expect((await attempt('target@example.in', '198.51.100.8')).statusCode).toBe(401);
  });

  it('refuses one address the 11th try on one email in 15 minutes, the right password too, and no one else', async () => {
    const ip = '192.0.2.150';
    for (let call = 1; call <= 10; call++) {
      expect((await attempt('target@example.in', ip)).statusCode).toBe(401);
    }
    const refused = await attempt('target@example.in', ip, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // The same address may still try another email; another address this one.
    expect((await attempt('other@example.in', ip)).statusCode).toBe(401);
    expect((await attempt('target@example.in', '192.0.2.151', PASSWORD)).statusCode).toBe(200);
    // The window ends and the pair can try again.
    testApp.clock.advance(FIFTEEN_MINUTES);
    expect((await attempt('target@example.in', ip, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an address after 50 failures in 15 minutes, whatever the email', async () => {
    const ip = '192.0.2.200';
    for (let call = 1; call <= 50; call++) {
      expect((await attempt(`nobody${call}@example.in`, ip)).statusCode).toBe(401);
    }
    expect((await attempt('target@example.in', ip, PASSWORD)).statusCode).toBe(429);
    expect((await attempt('target@example.in', '192.0.2.201', PASSWORD)).statusCode).toBe(200);
  });

  it('does not count calls refused before any check (a blank password)', async () => {
    const ip = '192.0.2.210';
    for (let call = 1; call <= 60; call++) {
      const response = await new Browser(testApp, ip).post('/api/login', {
        email: `blank${call}@example.in`,
        password: '',
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await attempt('target@example.in', ip, PASSWORD)).statusCode).toBe(200);
  });
});
