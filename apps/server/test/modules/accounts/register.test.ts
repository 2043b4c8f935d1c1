import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  lastLinkTo,
  lastMessageTo,
  PASSWORD,
} from './support';

const registration = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  number: '9876543210',
  password: PASSWORD,
};

describe('POST /api/register', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('creates the account, mails a verification link and marks the browser as pending', async () => {
    const browser = new Browser(testApp);
    const response = await browser.post('/api/register', registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Kindly verify Email...' });
    expect(browser.cookies.has('pending_verification')).toBe(true);
    expect(browser.cookies.has('sid')).toBe(false);
    const pendingCookie = response.cookies.find((c) => c.name === 'pending_verification');
    expect(pendingCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });

    const mail = await lastMessageTo(testApp, 'asha@example.in');
    expect(mail).toMatchObject({
      channel: 'email',
      subject: 'Verify your email for RigForge',
      status: 'pending',
    });
    expect(await lastLinkTo(testApp, 'asha@example.in')).toMatch(
      /^http:\/\/localhost:3000\/api\/verify-email\?token=[\w-]{43}$/,
    );

    const user = await testApp.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'asha@example.in')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      firstname: 'Asha',
      lastname: 'Rao',
      number: '9876543210',
      verified: 0,
      email_verified_at: null,
    });
    // Hashed at the configured cost, which the hash records.
    const N = 2 ** testApp.config.passwordHashCost;
    expect(user.password_hash).toMatch(new RegExp(`^scrypt\\$${N}\\$8\\$3\\$`));
    expect(user.password_hash).not.toContain(PASSWORD);
  });

  it('refuses an email already in use, whatever its capitals', async () => {
    const response = await new Browser(testApp).post('/api/register', {
      ...registration,
      email: 'ASHA@Example.IN',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Email already in use. Try Sign In!',
      code: 'EMAIL_IN_USE',
    });
  });

  it.each([
    [{ firstName: 'A5ha' }, 'Please enter a valid first name!'],
    [{ firstName: undefined }, 'Please enter a valid first name!'],
    [{ lastName: '' }, 'Please enter a valid last name!'],
    [{ email: 'asha@example' }, 'Please enter a valid email address!'],
    [{ number: '98765' }, 'Please enter a valid 10 digit phone number!'],
    [{ number: '' }, 'Please enter a valid 10 digit phone number!'],
    [{ number: undefined }, 'Please enter a valid 10 digit phone number!'],
    [{ password: 'password1!' }, 'Please enter a valid password!'],
    [{ password: 'Short1!' }, 'Please enter a valid password!'],
    [{ retypePassword: 'Rig#Forge2024' }, 'Passwords do not match! Try again!'],
  ])('answers %o with the spec message', async (change, message) => {
    const response = await new Browser(testApp).post('/api/register', {
      ...registration,
      email: 'someone.new@example.in',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('answers the spec sign-up error when the account cannot be stored', async () => {
    const broken = await buildAccountsApp();
    await broken.database.db.schema.dropTable('pending_verifications').execute();
    const response = await new Browser(broken).post('/api/register', {
      ...registration,
      email: 'broken@example.in',
    });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'An error occurred during Sign Up! Try Again!',
      code: 'SERVER_ERROR',
    });
  });

  it('refuses the 11th registration from one address within the hour, not another address', async () => {
    const limited = await buildAccountsApp();
    const attempt = (ip: string) =>
      new Browser(limited, ip).post('/api/register', { ...registration, email: 'bad' });
    for (let call = 1; call <= 10; call++) {
      expect((await attempt('198.51.100.7')).statusCode).toBe(400);
    }
    const refused = await attempt('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });
    expect((await attempt('198.51.100.8')).statusCode).toBe(400);
    limited.clock.advance(60 * 60 * 1000);
    expect((await attempt('198.51.100.7')).statusCode).toBe(400);
    await limited.close();
  });
});
