import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  createUser,
  lastLinkTo,
  lastMessageTo,
  PASSWORD,
} from './support';

const NEW_PASSWORD = 'New#Forge2026';
const HOUR = 60 * 60 * 1000;
const SENT = { message: 'Reset link sent if registered. Kindly check your inbox!' };

function tokenOf(link: string): string {
  const url = new URL(link);
  expect(url.pathname).toBe('/reset-password');
  return url.searchParams.get('token') ?? '';
}

describe('password reset', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('answers the same whether or not the email has an account, and mails only the account', async () => {
    await createUser(testApp, { email: 'meera@example.in' });
    for (const email of ['meera@example.in', 'ghost@example.in']) {
      const response = await new Browser(testApp).post('/api/forgotPassword', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SENT);
    }
    expect((await lastMessageTo(testApp, 'meera@example.in'))?.subject).toBe(
      'Reset your RigForge password',
    );
    expect(await lastMessageTo(testApp, 'ghost@example.in')).toBeUndefined();
  });

  it('sets the new password once, signs out every browser and voids the old password', async () => {
    await createUser(testApp, { email: 'kiran@example.in' });
    const signedIn = new Browser(testApp);
    await signedIn.post('/api/login', { email: 'kiran@example.in', password: PASSWORD });
    await new Browser(testApp).post('/api/forgotPassword', { email: 'kiran@example.in' });
    const token = tokenOf(await lastLinkTo(testApp, 'kiran@example.in'));

    const reset = await new Browser(testApp).post('/api/resetPassword', {
      token,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      message: 'Password updated. Kindly login with your new password.',
    });
    expect((await signedIn.post('/api/authenticate')).statusCode).toBe(401);

    const again = await new Browser(testApp).post('/api/resetPassword', {
      token,
      password: 'Other#Forge2027',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      code: 'RESET_LINK_INVALID',
    });

    const login = (password: string) =>
      new Browser(testApp).post('/api/login', { email: 'kiran@example.in', password });
    expect((await login(PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after an hour, and an older link once a newer one is sent', async () => {
    await createUser(testApp, { email: 'late@example.in' });
    await new Browser(testApp).post('/api/forgotPassword', { email: 'late@example.in' });
    const older = tokenOf(await lastLinkTo(testApp, 'late@example.in'));
    await new Browser(testApp).post('/api/forgotPassword', { email: 'late@example.in' });
    const newer = tokenOf(await lastLinkTo(testApp, 'late@example.in'));
    const reset = (token: string) =>
      new Browser(testApp).post('/api/resetPassword', { token, password: NEW_PASSWORD });
    expect((await reset(older)).statusCode).toBe(400);
    testApp.clock.advance(HOUR);
    expect((await reset(newer)).json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      code: 'RESET_LINK_INVALID',
    });
  });

  it('holds the new password to the spec rule, and needs a token', async () => {
    const weak = await new Browser(testApp).post('/api/resetPassword', {
      token: 'anything',
      password: 'weakpass',
    });
    expect(weak.json()).toEqual({ message: 'Please enter a valid password!', code: 'BAD_REQUEST' });
    const noToken = await new Browser(testApp).post('/api/resetPassword', {
      password: NEW_PASSWORD,
    });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      code: 'BAD_REQUEST',
    });
  });

  it('verifies the email of an account whose reset link was opened', async () => {
    await createUser(testApp, { email: 'unverified@example.in', emailVerified: false });
    await new Browser(testApp).post('/api/forgotPassword', { email: 'unverified@example.in' });
    const token = tokenOf(await lastLinkTo(testApp, 'unverified@example.in'));
    await new Browser(testApp).post('/api/resetPassword', { token, password: NEW_PASSWORD });
    const login = await new Browser(testApp).post('/api/login', {
      email: 'unverified@example.in',
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('mails at most 3 links an hour to one address, still giving the same answer', async () => {
    await createUser(testApp, { email: 'flood@example.in' });
    const ask = () =>
      new Browser(testApp).post('/api/forgotPassword', { email: 'flood@example.in' });
    for (let call = 1; call <= 4; call++) expect((await ask()).json()).toEqual(SENT);
    const mails = await testApp.database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', 'flood@example.in')
      .execute();
    expect(mails).toHaveLength(3);
  });

  it('refuses the 11th request from one address within the hour', async () => {
    const browser = new Browser(testApp, '198.51.100.20');
    for (let call = 1; call <= 10; call++) {
      expect(
        (await browser.post('/api/forgotPassword', { email: 'x@example.in' })).statusCode,
      ).toBe(200);
    }
    const refused = await browser.post('/api/forgotPassword', { email: 'x@example.in' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    for (let call = 1; call <= 10; call++) {
      await browser.post('/api/resetPassword', { token: 'guess', password: NEW_PASSWORD });
    }
    expect(
      (await browser.post('/api/resetPassword', { token: 'guess', password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(429);
  });
});
