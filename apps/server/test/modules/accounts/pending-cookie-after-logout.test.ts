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

/**
 * A browser that registered keeps a pending-verification cookie (24 h, path /api). Once the email
 * is verified elsewhere, that cookie must not sign the browser in after its owner logged out, nor
 * outlive a sign-in.
 */
describe('the pending-verification cookie and logging out', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  /** Registers in a browser of its own and opens the link on another device. */
  async function registeredAndVerifiedElsewhere(email: string): Promise<Browser> {
    const laptop = await registeredBrowser(testApp, email);
    expect(laptop.cookies.has('pending_verification')).toBe(true);
    const phone = new Browser(testApp);
    await phone.get(pathOf(await lastLinkTo(testApp, email)));
    return laptop;
  }

  const signedIn = async (browser: Browser) =>
    (await browser.post('/api/authenticate')).statusCode === 200;

  it('does not sign the browser back in through /unauthorized after a password login and logout', async () => {
    const laptop = await registeredAndVerifiedElsewhere('after.logout@example.in');
    const login = await laptop.post('/api/login', {
      email: 'after.logout@example.in',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const logout = await laptop.post('/api/clearCookie');
    expect(logout.statusCode).toBe(200);
    expect(await signedIn(laptop)).toBe(false);

    const status = await laptop.get('/api/verification-status');
    expect(status.json()).toEqual({ pendingEmail: null, verified: false });
    expect(laptop.cookies.has('sid')).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
  });

  it('ends the wait at sign-in: the cookie is cleared and its row no longer signs anyone in', async () => {
    const laptop = await registeredAndVerifiedElsewhere('at.login@example.in');
    const token = laptop.cookies.get('pending_verification');
    await laptop.post('/api/login', { email: 'at.login@example.in', password: PASSWORD });
    expect(laptop.cookies.has('pending_verification')).toBe(false);

    // A copy of the old cookie (taken before the sign-in) leads nowhere either.
    const copy = new Browser(testApp);
    copy.cookies.set('pending_verification', token as string);
    expect((await copy.get('/api/verification-status')).json()).toEqual({
      pendingEmail: null,
      verified: false,
    });
    expect(await signedIn(copy)).toBe(false);
  });

  it('ends the wait on logout even without a session', async () => {
    const laptop = await registeredAndVerifiedElsewhere('no.session@example.in');
    await laptop.post('/api/clearCookie');
    expect(laptop.cookies.has('pending_verification')).toBe(false);
    expect((await laptop.get('/api/verification-status')).json()).toEqual({
      pendingEmail: null,
      verified: false,
    });
    expect(await signedIn(laptop)).toBe(false);
  });
});
