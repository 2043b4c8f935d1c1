import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  lastLinkTo,
  PASSWORD,
  pathOf,
  registeredBrowser,
} from './support';

const DAY = 24 * 60 * 60 * 1000;

describe('email verification', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  const register = (email: string) => registeredBrowser(testApp, email);

  it('tells the pending screen which email it waits on, until the link is opened', async () => {
    const browser = await register('ravi@example.in');
    const waiting = await browser.get('/api/verification-status');
    expect(waiting.json()).toEqual({ pendingEmail: 'ravi@example.in', verified: false });
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('opened in the same browser, the link leads back to the pending screen, which signs in once', async () => {
    const browser = await register('same.browser@example.in');
    const link = await lastLinkTo(testApp, 'same.browser@example.in');
    const opened = await browser.get(pathOf(link));
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/unauthorized');

    const status = await browser.get('/api/verification-status');
    expect(status.json()).toEqual({
      pendingEmail: 'same.browser@example.in',
      verified: true,
      user_id: expect.any(String),
    });
    expect(browser.cookies.has('sid')).toBe(true);
    expect(browser.cookies.has('pending_verification')).toBe(false);
    const session = await browser.post('/api/authenticate');
    expect(session.json().user_id).toBe(status.json().user_id);

    // With the pending cookie gone, the screen has nothing to wait on (and goes to /login).
    expect((await browser.get('/api/verification-status')).json()).toEqual({
      pendingEmail: null,
      verified: false,
    });
  });

  it('opened elsewhere (another device), the link leads to the login page; login then works', async () => {
    await register('other.device@example.in');
    const link = await lastLinkTo(testApp, 'other.device@example.in');
    const phone = new Browser(testApp);
    const opened = await phone.get(pathOf(link));
    expect(opened.headers.location).toBe('/login?verified=1');
    expect(phone.cookies.has('sid')).toBe(false);
    const login = await phone.post('/api/login', {
      email: 'other.device@example.in',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a link twice, a made-up link and a missing token', async () => {
    await register('twice@example.in');
    const link = await lastLinkTo(testApp, 'twice@example.in');
    expect((await new Browser(testApp).get(pathOf(link))).headers.location).toBe(
      '/login?verified=1',
    );
    for (const path of [pathOf(link), '/api/verify-email?token=made-up', '/api/verify-email']) {
      const response = await new Browser(testApp).get(path);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login?verification=invalid');
    }
  });

  it('refuses a link after 24 hours', async () => {
    const browser = await register('late@example.in');
    const link = await lastLinkTo(testApp, 'late@example.in');
    testApp.clock.advance(DAY);
    expect((await browser.get(pathOf(link))).headers.location).toBe('/login?verification=invalid');
    // The pending screen has expired too: it has nothing to wait on.
    expect((await browser.get('/api/verification-status')).json().pendingEmail).toBeNull();
  });

  it('mails a new link on request, and refuses a fourth within 15 minutes', async () => {
    const browser = await register('resend@example.in');
    const first = await lastLinkTo(testApp, 'resend@example.in');
    const resent = await browser.post('/api/resend-verification');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: 'Verification link sent. Kindly check your inbox!' });
    expect(await lastLinkTo(testApp, 'resend@example.in')).not.toBe(first);
    expect((await browser.post('/api/resend-verification')).statusCode).toBe(200);
    expect((await browser.post('/api/resend-verification')).statusCode).toBe(200);
    const refused = await browser.post('/api/resend-verification');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Email verification pending. Kindly verify and login.',
    });
    // Every link sent still works.
    expect((await browser.get(pathOf(first))).headers.location).toBe('/unauthorized');
  });

  it('resends nothing to a browser that is not waiting on an email', async () => {
    const response = await new Browser(testApp).post('/api/resend-verification');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'No pending email verification found.',
      code: 'NO_PENDING_VERIFICATION',
    });
  });
});
