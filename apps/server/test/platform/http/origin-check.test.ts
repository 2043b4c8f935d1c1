import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  buildAccountsApp,
  signedInBrowser,
} from '../../modules/accounts/support';

describe('origin check on state-changing calls', () => {
  let testApp: AccountsTestApp;
  let cookie: string;
  beforeAll(async () => {
    testApp = await buildAccountsApp({ env: { PUBLIC_BASE_URL: 'https://rigforge.example' } });
    const { browser } = await signedInBrowser(testApp, 'origin@example.in');
    cookie = `sid=${browser.cookies.get('sid')}`;
  });
  afterAll(() => testApp.close());

  const call = (headers: Record<string, string>, method: 'POST' | 'GET' = 'POST') =>
    testApp.app.inject({
      method,
      url: '/api/authenticate',
      headers: { host: 'shop.internal:3000', ...headers },
    });

  it("accepts the public origin and the request's own host", async () => {
    expect((await call({ cookie, origin: 'https://rigforge.example' })).statusCode).toBe(200);
    expect((await call({ cookie, origin: 'http://shop.internal:3000' })).statusCode).toBe(200);
  });

  it('refuses another site, a look-alike and the opaque origin with 403 Forbidden', async () => {
    for (const origin of [
      'https://evil.example',
      'https://rigforge.example.evil.example',
      'http://rigforge.example:8080',
      'null',
    ]) {
      const response = await call({ cookie, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
    }
  });

  it('judges the Referer when there is no Origin', async () => {
    expect((await call({ cookie, referer: 'https://rigforge.example/profile' })).statusCode).toBe(
      200,
    );
    expect((await call({ cookie, referer: 'https://evil.example/page' })).statusCode).toBe(403);
  });

  it('allows a call with neither header only when it carries no cookie', async () => {
    expect((await call({ cookie })).statusCode).toBe(403);
    const noCookie = await call({});
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json()).toEqual({ message: 'No refresh token found', code: 'LOGIN_REQUIRED' });
  });

  it('refuses before doing anything: a cross-site logout keeps the session', async () => {
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/clearCookie',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await call({ cookie, origin: 'https://rigforge.example' })).statusCode).toBe(200);
  });

  it('leaves reads and pages alone', async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/api/verification-status',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});
