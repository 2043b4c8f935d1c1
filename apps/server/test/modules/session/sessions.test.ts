import { AUTH_TOKEN_MAX_AGE_SECONDS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAccessToken } from '../../../src/modules/session/access-token';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  createUser,
  PASSWORD,
  signedInBrowser,
} from '../accounts/support';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp({ env: { AUTH_TOKEN_SECRET: 'a'.repeat(32) } });
  });
  afterAll(() => testApp.close());

  it('authenticate answers the user and a signed token that lives 300 seconds', async () => {
    const { browser, userId } = await signedInBrowser(testApp, 'token@example.in');
    const response = await browser.post('/api/authenticate');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Authenticated',
      access_token: expect.any(String),
      user_id: userId,
    });
    const secret = testApp.config.authTokenSecret;
    const issued = testApp.clock.now();
    expect(verifyAccessToken(body.access_token, secret, issued)).toBe(userId);
    const later = new Date(issued.getTime() + AUTH_TOKEN_MAX_AGE_SECONDS * 1000);
    expect(verifyAccessToken(body.access_token, secret, later)).toBeNull();
    expect(verifyAccessToken(body.access_token, 'b'.repeat(32), issued)).toBeNull();
    const [header, , signature] = body.access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyAccessToken(`${header}.${forged}.${signature}`, secret, issued)).toBeNull();
  });

  it('authenticate without a cookie, or with an unknown one, is "No refresh token found"', async () => {
    const anonymous = await new Browser(testApp).post('/api/authenticate');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'No refresh token found', code: 'LOGIN_REQUIRED' });
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { cookie: 'sid=not-a-session', origin: 'http://localhost:3000' },
    });
    expect(unknown.json()).toEqual({ message: 'No refresh token found', code: 'LOGIN_REQUIRED' });
  });

  it('logout deletes the session and clears the cookie, and a copied cookie stops working', async () => {
    const { browser } = await signedInBrowser(testApp, 'logout@example.in');
    const copied = browser.cookies.get('sid');
    const response = await browser.post('/api/clearCookie');
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(browser.cookies.has('sid')).toBe(false);
    const replay = await testApp.app.inject({
      method: 'POST',
      url: '/api/authenticate',
      headers: { cookie: `sid=${copied}`, origin: 'http://localhost:3000' },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('logout without a session is harmless', async () => {
    expect((await new Browser(testApp).post('/api/clearCookie')).statusCode).toBe(200);
  });

  it('a session ends 30 days after login', async () => {
    const { browser } = await signedInBrowser(testApp, 'expiry@example.in');
    testApp.clock.advance(30 * DAY - 1000);
    expect((await browser.post('/api/authenticate')).statusCode).toBe(200);
    testApp.clock.advance(1000);
    expect((await browser.post('/api/authenticate')).statusCode).toBe(401);
    expect((await browser.post('/api/fetchAllUserDetails', {})).statusCode).toBe(401);
  });

  it('marks the cookie Secure in production', async () => {
    const production = await buildAccountsApp({
      database: testApp.database,
      env: {
        NODE_ENV: 'production',
        ENVELOPE_KEY: Buffer.alloc(32, 7).toString('base64'),
        PUBLIC_BASE_URL: 'http://localhost:3000',
      },
    });
    // Made by the test app at its cheap cost: the hash keeps it, so production checks it cheaply.
    await createUser(testApp, { email: 'secure@example.in' });
    const response = await new Browser(production).post('/api/login', {
      email: 'secure@example.in',
      password: PASSWORD,
    });
    await production.close();
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.secure).toBe(true);
  });
});
