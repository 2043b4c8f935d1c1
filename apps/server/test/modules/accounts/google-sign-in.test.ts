import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, Browser, buildAccountsApp, createUser, pathOf } from './support';

interface GoogleAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
}

describe('Google sign-in', () => {
  let google: OAuth2Server;
  let testApp: AccountsTestApp;
  let signingAs: GoogleAccount | undefined;
  const addClaims = (token: { payload: Record<string, unknown> }) => {
    if (signingAs) Object.assign(token.payload, signingAs);
  };

  beforeAll(async () => {
    google = new OAuth2Server();
    await google.issuer.keys.generate('RS256');
    await google.start(0, '127.0.0.1');
    google.service.on('beforeTokenSigning', addClaims);
    testApp = await buildAccountsApp({
      env: {
        GOOGLE_CLIENT_ID: 'rigforge-web',
        GOOGLE_CLIENT_SECRET: 'rigforge-secret',
        GOOGLE_ISSUER_URL: google.issuer.url ?? '',
      },
    });
  });
  afterEach(() => {
    signingAs = undefined;
  });
  afterAll(async () => {
    google.service.removeListener('beforeTokenSigning', addClaims);
    await testApp.close();
    await google.stop();
  });

  /** Goes to Google, consents, and comes back: the shop's answer to the callback. */
  async function signIn(browser: Browser, account: GoogleAccount, returnTo?: string) {
    signingAs = account;
    const start = await browser.get(
      `/api/auth/google${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
    );
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(new URL(google.issuer.url ?? '').origin);
    const consent = await fetch(authorize, { redirect: 'manual' });
    const back = String(consent.headers.get('location'));
    expect(back.startsWith('http://localhost:3000/api/auth/google/callback?')).toBe(true);
    return browser.get(pathOf(back));
  }

  it('asks Google for the code flow with PKCE (S256), state, nonce and the openid scopes', async () => {
    const start = await new Browser(testApp).get('/api/auth/google');
    const authorize = new URL(String(start.headers.location));
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toMatchObject({
      client_id: 'rigforge-web',
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost:3000/api/auth/google/callback',
    });
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state).toBeTruthy();
    expect(query.nonce).toBeTruthy();
    const cookie = start.cookies.find((each) => each.name === 'google_login');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
  });

  it('registers a new user by splitting the display name, then signs them in', async () => {
    const browser = new Browser(testApp);
    const back = await signIn(browser, {
      sub: 'google-101',
      email: 'Priya.Nair@gmail.com',
      email_verified: true,
      name: 'Priya Lakshmi Nair',
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/profile');
    const session = await browser.post('/api/authenticate');
    expect(session.statusCode).toBe(200);
    const details = await browser.post('/api/fetchAllUserDetails', { id: session.json().user_id });
    expect(details.json().userInfo[0]).toMatchObject({
      firstname: 'Priya',
      lastname: 'Lakshmi Nair',
      email: 'Priya.Nair@gmail.com',
      number: null,
      verified: 0,
    });
  });

  it('finds an existing user by sub, whatever email Google now reports, and returns to the page asked', async () => {
    const first = await signIn(new Browser(testApp), {
      sub: 'google-202',
      email: 'dev@gmail.com',
      email_verified: true,
      name: 'Dev Anand',
    });
    expect(first.statusCode).toBe(303);
    const browser = new Browser(testApp);
    const again = await signIn(
      browser,
      { sub: 'google-202', email: 'dev.new@gmail.com', email_verified: true, name: 'Dev A' },
      '/checkout',
    );
    expect(again.headers.location).toBe('/checkout');
    const users = await testApp.database.db
      .selectFrom('users')
      .select(['email', 'firstname'])
      .where('google_sub', '=', 'google-202')
      .execute();
    expect(users).toEqual([{ email: 'dev@gmail.com', firstname: 'Dev' }]);
  });

  it('links a password account with the same verified email instead of making a second one', async () => {
    const userId = await createUser(testApp, { email: 'linked@example.in' });
    const browser = new Browser(testApp);
    await signIn(browser, { sub: 'google-303', email: 'LINKED@example.in', email_verified: true });
    expect((await browser.post('/api/authenticate')).json().user_id).toBe(userId);
  });

  it('refuses to link when Google has not verified the email', async () => {
    await createUser(testApp, { email: 'unproven@example.in' });
    const back = await signIn(new Browser(testApp), {
      sub: 'google-404',
      email: 'unproven@example.in',
      email_verified: false,
    });
    expect(back.headers.location).toBe('/login?error=google');
  });

  it('takes over an unverified look-alike account, voiding the password someone else chose', async () => {
    const squatter = await createUser(testApp, { email: 'owner@gmail.com', emailVerified: false });
    const browser = new Browser(testApp);
    await signIn(browser, { sub: 'google-505', email: 'owner@gmail.com', email_verified: true });
    expect((await browser.post('/api/authenticate')).json().user_id).toBe(squatter);
    const row = await testApp.database.db
      .selectFrom('users')
      .select(['password_hash', 'email_verified_at'])
      .where('id', '=', squatter)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect(row.email_verified_at).not.toBeNull();
  });

  it('sends the browser back to login on a replayed, forged or cookieless callback', async () => {
    const browser = new Browser(testApp);
    signingAs = { sub: 'google-606', email: 'replay@gmail.com', email_verified: true };
    const start = await browser.get('/api/auth/google');
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = pathOf(String(consent.headers.get('location')));
    const cookie = browser.cookies.get('google_login');

    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    expect((await browser.get(forged)).headers.location).toBe('/login?error=google');
    // The forged attempt used up the sign-in: the real callback cannot be replayed after it.
    browser.cookies.set('google_login', cookie ?? '');
    expect((await browser.get(callback)).headers.location).toBe('/login?error=google');
    expect((await new Browser(testApp).get(callback)).headers.location).toBe('/login?error=google');
  });

  it('fails to login when the user denies consent', async () => {
    const browser = new Browser(testApp);
    await browser.get('/api/auth/google');
    const back = await browser.get('/api/auth/google/callback?error=access_denied&state=x');
    expect(back.headers.location).toBe('/login?error=google');
  });

  it('keeps the return path on this site', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const browser = new Browser(testApp);
      const back = await signIn(
        browser,
        { sub: 'google-707', email: 'safe@gmail.com', email_verified: true, name: 'Safe' },
        returnTo,
      );
      expect(back.headers.location).toBe('/profile');
    }
  });

  it('says so in the client config, and is not found when not configured', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(config.json().googleSignIn).toBe(true);
    const plain = await buildAccountsApp({ database: testApp.database });
    const response = await plain.app.inject({ method: 'GET', url: '/api/auth/google' });
    const plainConfig = await plain.app.inject({ method: 'GET', url: '/api/client-config' });
    await plain.close();
    expect(response.statusCode).toBe(404);
    expect(plainConfig.json().googleSignIn).toBe(false);
  });
});
