import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  PASSWORD,
  signedInBrowser,
} from '../accounts/support';
import { createStaff, staffBrowser, totpCode } from './support';

describe('staff sign-in', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('enrols a new staff member: password, then a code from the new secret, then recovery codes', async () => {
    await createStaff(testApp, 'enrol@rigforge.in', 'staff');
    const browser = new Browser(testApp);
    const login = await browser.post('/api/admin/login', {
      email: 'enrol@rigforge.in',
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const { next, secret, otpauthUrl } = login.json();
    expect(next).toBe('enrol');
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);

    const verified = await browser.post('/api/admin/login/verify', {
      code: await totpCode(testApp, secret),
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().staff).toMatchObject({ email: 'enrol@rigforge.in', role: 'staff' });
    expect(verified.json().recoveryCodes).toHaveLength(10);
    const session = await browser.get('/api/admin/session');
    expect(session.json().staff.email).toBe('enrol@rigforge.in');
  });

  it('refuses the console on the password alone: no staff session until the second factor', async () => {
    await createStaff(testApp, 'half@rigforge.in', 'staff');
    const browser = new Browser(testApp);
    await browser.post('/api/admin/login', { email: 'half@rigforge.in', password: PASSWORD });
    expect((await browser.get('/api/admin/orders')).statusCode).toBe(404);
    expect((await browser.get('/api/admin/session')).json()).toEqual({ staff: null });
    const wrong = await browser.post('/api/admin/login/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'That code is not right. Please try again.',
      code: 'CODE_REFUSED',
    });
    expect((await browser.get('/api/admin/orders')).statusCode).toBe(404);
  });

  it('asks for the code step only after the password step', async () => {
    const browser = new Browser(testApp);
    const answer = await browser.post('/api/admin/login/verify', { code: '123456' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('SIGN_IN_EXPIRED');
  });

  it('signs an enrolled member in with a code, never the same code twice, or with a recovery code once', async () => {
    const member = await staffBrowser(testApp, 'again@rigforge.in');
    const browser = new Browser(testApp);
    const login = await browser.post('/api/admin/login', {
      email: member.email,
      password: PASSWORD,
    });
    expect(login.json()).toEqual({ next: 'verify' });
    const code = await totpCode(testApp, member.secret);
    expect((await browser.post('/api/admin/login/verify', { code })).statusCode).toBe(200);

    const replay = new Browser(testApp);
    await replay.post('/api/admin/login', { email: member.email, password: PASSWORD });
    expect((await replay.post('/api/admin/login/verify', { code })).json().code).toBe(
      'CODE_REFUSED',
    );
  });

  it('takes a recovery code once', async () => {
    await createStaff(testApp, 'lost@rigforge.in', 'staff');
    const first = new Browser(testApp);
    const { secret } = (
      await first.post('/api/admin/login', { email: 'lost@rigforge.in', password: PASSWORD })
    ).json();
    const { recoveryCodes } = (
      await first.post('/api/admin/login/verify', { code: await totpCode(testApp, secret) })
    ).json();
    const useRecovery = async () => {
      const browser = new Browser(testApp);
      await browser.post('/api/admin/login', { email: 'lost@rigforge.in', password: PASSWORD });
      return browser.post('/api/admin/login/verify', { code: recoveryCodes[0].toLowerCase() });
    };
    expect((await useRecovery()).statusCode).toBe(200);
    expect((await useRecovery()).json().code).toBe('CODE_REFUSED');
  });

  it('gives a customer with the right password nothing: the console does not exist for them', async () => {
    const customer = await signedInBrowser(testApp, 'customer@example.in');
    const answer = await customer.browser.post('/api/admin/login', {
      email: 'customer@example.in',
      password: PASSWORD,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('WRONG_CREDENTIALS');
    expect((await customer.browser.get('/api/admin/staff')).statusCode).toBe(404);
  });

  it('ends the session on logout', async () => {
    const member = await staffBrowser(testApp, 'bye@rigforge.in');
    expect((await member.browser.get('/api/admin/session')).json().staff).not.toBeNull();
    await member.browser.post('/api/admin/logout', {});
    expect((await member.browser.get('/api/admin/session')).json()).toEqual({ staff: null });
  });
});

describe('staff sign-in refusals (docs/decisions/087-staff-sign-in-counts-failures-per-pair.md)', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('lets nobody lock a staff member out from other addresses, and refuses in staff words', async () => {
    const email = 'lockout@rigforge.in';
    await createStaff(testApp, email, 'staff');
    for (let address = 1; address <= 12; address += 1) {
      const wrong = await new Browser(testApp).post('/api/admin/login', {
        email,
        password: 'Wrong#Pass2025',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const own = await new Browser(testApp).post('/api/admin/login', { email, password: PASSWORD });
    expect(own.statusCode, own.body).toBe(200);

    const attacker = new Browser(testApp);
    let last = await attacker.post('/api/admin/login', { email, password: 'Wrong#Pass2025' });
    for (let tries = 1; tries < 11; tries += 1) {
      last = await attacker.post('/api/admin/login', { email, password: 'Wrong#Pass2025' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      message: 'Too many sign-in attempts from this device. Please wait 15 minutes and try again.',
      code: 'RATE_LIMITED',
    });
  });
});
