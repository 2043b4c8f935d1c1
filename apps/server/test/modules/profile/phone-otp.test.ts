import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  lastMessageTo,
  signedInBrowser,
} from '../accounts/support';
import { codeSentTo, MINUTE, otherCode, SECOND } from './phone-otp-support';

describe('phone verification by OTP', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  async function userWithCode(email: string, phone: string) {
    const { browser, userId } = await signedInBrowser(testApp, email);
    const sent = await browser.post('/api/sendotp', { phoneNumber: phone });
    expect(sent.statusCode).toBe(200);
    return { browser, userId, code: await codeSentTo(testApp, phone) };
  }

  it('texts a 4-digit code, stored only as a hash', async () => {
    const { userId, code } = await userWithCode('text@example.in', '9000000001');
    expect(code).toMatch(/^\d{4}$/);
    const stored = await testApp.database.db
      .selectFrom('otp_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    expect(stored.expires_at.getTime() - stored.sent_at.getTime()).toBe(10 * MINUTE);
    const text = await lastMessageTo(testApp, '919000000001');
    expect(text).toMatchObject({ channel: 'sms', status: 'pending', payload: { otp: code } });
  });

  it('verifies the phone, answers the user info and issues the welcome coupons', async () => {
    const { browser, userId, code } = await userWithCode('verify@example.in', '9000000002');
    const wrong = await browser.post('/api/verifyotp', {
      phoneNumber: '9000000002',
      otp: otherCode(code),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ type: 'error', message: 'Wrong OTP!!', code: 'OTP_REFUSED' });

    const right = await browser.post('/api/verifyotp', { phoneNumber: '9000000002', otp: code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({
      type: 'success',
      message: 'OTP Verified',
      userInfo: [{ id: userId, number: '9000000002', verified: 1 }],
    });

    const details = await browser.post('/api/fetchAllUserDetails', { id: userId });
    const issuedAt = testApp.clock.now().getTime();
    expect(details.json().coupons).toEqual([
      {
        couponid: expect.any(String),
        description: 'Flat ₹1,000 off on PCs above ₹50,000',
        value: -1000,
        validity: null,
        created: expect.any(String),
        minPurchaseValue: 50000,
      },
      {
        couponid: expect.any(String),
        description: 'Flat ₹2,500 off on PCs above ₹1,20,000, valid for 90 days',
        value: -2500,
        validity: new Date(issuedAt + 90 * 24 * 60 * MINUTE).toISOString(),
        created: expect.any(String),
        minPurchaseValue: 120000,
      },
    ]);
  });

  it('uses a code once', async () => {
    const { browser, code } = await userWithCode('once@example.in', '9000000003');
    const verify = () => browser.post('/api/verifyotp', { phoneNumber: '9000000003', otp: code });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).json()).toEqual({
      type: 'error',
      message: 'Wrong OTP!!',
      code: 'OTP_REFUSED',
    });
  });

  it('refuses a code after 10 minutes', async () => {
    const { browser, code } = await userWithCode('expiry@example.in', '9000000004');
    testApp.clock.advance(10 * MINUTE);
    const late = await browser.post('/api/verifyotp', { phoneNumber: '9000000004', otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      type: 'error',
      message: 'OTP expired! Kindly resend the OTP.',
      code: 'OTP_REFUSED',
    });
  });

  it('allows 5 tries per code: after 5 wrong ones even the right code is refused', async () => {
    const { browser, code } = await userWithCode('tries@example.in', '9000000005');
    const verify = (otp: string) =>
      browser.post('/api/verifyotp', { phoneNumber: '9000000005', otp });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await verify(otherCode(code))).json().message).toBe('Wrong OTP!!');
    }
    expect((await verify(code)).json()).toEqual({
      type: 'error',
      message: 'Too many wrong attempts! Kindly resend the OTP.',
      code: 'OTP_REFUSED',
    });
  });

  it('gates resending for 30 seconds; the new code replaces the old one', async () => {
    const { browser, code: first } = await userWithCode('resend@example.in', '9000000006');
    testApp.clock.advance(29 * SECOND);
    const early = await browser.post('/api/resendotp', { phoneNumber: '9000000006' });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      type: 'error',
      message: 'Please wait 30 seconds before asking for another OTP.',
      code: 'RATE_LIMITED',
    });
    testApp.clock.advance(SECOND);
    expect((await browser.post('/api/resendotp', { phoneNumber: '9000000006' })).json()).toEqual({
      type: 'success',
      message: 'OTP sent',
    });
    const second = await codeSentTo(testApp, '9000000006');
    const verify = (otp: string) =>
      browser.post('/api/verifyotp', { phoneNumber: '9000000006', otp });
    if (first !== second) expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('verifies only the phone the code was sent to', async () => {
    const { browser, code } = await userWithCode('swap@example.in', '9000000007');
    const other = await browser.post('/api/verifyotp', { phoneNumber: '9000000008', otp: code });
    expect(other.json()).toEqual({ type: 'error', message: 'Wrong OTP!!', code: 'OTP_REFUSED' });
  });

  it('issues welcome coupons once per account and once per phone', async () => {
    const { browser, userId, code } = await userWithCode('twice@example.in', '9000000009');
    await browser.post('/api/verifyotp', { phoneNumber: '9000000009', otp: code });
    testApp.clock.advance(30 * SECOND);
    await browser.post('/api/sendotp', { phoneNumber: '9000000010' });
    const next = await codeSentTo(testApp, '9000000010');
    expect(
      (await browser.post('/api/verifyotp', { phoneNumber: '9000000010', otp: next })).statusCode,
    ).toBe(200);
    const coupons = (id: string) =>
      testApp.database.db.selectFrom('coupons').select('code').where('user_id', '=', id).execute();
    expect(await coupons(userId)).toHaveLength(2);

    // Another account verifying the same phone gets none.
    const second = await userWithCode('second@example.in', '9000000009');
    await second.browser.post('/api/verifyotp', { phoneNumber: '9000000009', otp: second.code });
    expect(await coupons(second.userId)).toEqual([]);
  });

  it('validates the phone and the code with the spec messages', async () => {
    const { browser } = await signedInBrowser(testApp, 'validate@example.in');
    const badPhone = await browser.post('/api/sendotp', { phoneNumber: '12345' });
    expect(badPhone.json()).toEqual({
      message: 'Please enter a valid 10 digit phone number!',
      code: 'BAD_REQUEST',
    });
    for (const otp of ['', '   ', '12345', undefined]) {
      const blank = await browser.post('/api/verifyotp', { phoneNumber: '9000000011', otp });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ message: 'OTP cannot be blank!', code: 'BAD_REQUEST' });
    }
  });

  it('needs a session', async () => {
    const response = await new Browser(testApp).post('/api/sendotp', { phoneNumber: '9000000001' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Kindly login to proceed!',
      code: 'LOGIN_REQUIRED',
    });
  });
});
