import { API_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMsg91Fake } from '../../integrations/msg91-fake';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  lastMessageTo,
  signedInBrowser,
} from '../accounts/support';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The code in the newest text to a phone, as the person would read it. */
async function codeSentTo(testApp: AccountsTestApp, phone: string): Promise<string> {
  const text = await lastMessageTo(testApp, `91${phone}`);
  const code = text?.body.match(/^(\d{4}) is your RigForge verification code/)?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Moves the test clock to just past the next hour, so an hour's fixed window holds the whole story. */
function startOfNextHour(testApp: AccountsTestApp) {
  const hour = 60 * 60 * SECOND;
  testApp.clock.advance(hour - (testApp.clock.now().getTime() % hour) + SECOND);
}

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

  it('limits sends to 5 an hour per user, and checks to 20 an hour', async () => {
    const { browser } = await signedInBrowser(testApp, 'limits@example.in');
    for (let send = 1; send <= 5; send++) {
      expect(
        (await browser.post('/api/sendotp', { phoneNumber: `91000000${10 + send}` })).statusCode,
      ).toBe(200);
      testApp.clock.advance(30 * SECOND);
    }
    const sixth = await browser.post('/api/sendotp', { phoneNumber: '9100000099' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      type: 'error',
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
    });

    for (let check = 1; check <= 20; check++) {
      await browser.post('/api/verifyotp', { phoneNumber: '9100000015', otp: '0000' });
    }
    const refused = await browser.post('/api/verifyotp', {
      phoneNumber: '9100000015',
      otp: '0000',
    });
    expect(refused.statusCode).toBe(429);
    testApp.clock.advance(60 * MINUTE);
    expect((await browser.post('/api/sendotp', { phoneNumber: '9100000099' })).statusCode).toBe(
      200,
    );
  });

  it('does not count presses of Resend refused by the 30 s gate: six presses lock nobody out', async () => {
    const { browser } = await signedInBrowser(testApp, 'presses@example.in');
    expect((await browser.post('/api/sendotp', { phoneNumber: '9100000201' })).statusCode).toBe(
      200,
    );
    for (let press = 1; press <= 6; press++) {
      const early = await browser.post('/api/resendotp', { phoneNumber: '9100000201' });
      expect(early.json().message).toBe('Please wait 30 seconds before asking for another OTP.');
    }
    // Four more real sends fit in the hour: the early presses used none of them.
    for (let send = 1; send <= 4; send++) {
      testApp.clock.advance(30 * SECOND);
      const resent = await browser.post('/api/resendotp', { phoneNumber: '9100000201' });
      expect(resent.statusCode, resent.body).toBe(200);
    }
  });

  it("lets nobody else use up a customer's codes: past the phone's hour its owner verifies with the code on it", async () => {
    const victimPhone = '9100000301';
    startOfNextHour(testApp);
    // Each account from its own address, so only the phone's own cap can refuse them.
    for (let account = 1; account <= 6; account++) {
      const { browser } = await signedInBrowser(
        testApp,
        `bomber${account}@example.in`,
        `198.51.100.${30 + account}`,
      );
      for (let send = 1; send <= 5; send++) {
        await browser.post('/api/sendotp', { phoneNumber: victimPhone });
        testApp.clock.advance(30 * SECOND);
      }
    }
    const { browser } = await signedInBrowser(testApp, 'phone.owner@example.in', '198.51.100.40');
    const refused = await browser.post('/api/sendotp', { phoneNumber: victimPhone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(API_MESSAGES.otpPhoneBusy);
    const code = await codeSentTo(testApp, victimPhone);
    const verified = await browser.post('/api/verifyotp', { phoneNumber: victimPhone, otp: code });
    expect(verified.statusCode).toBe(200);
  });

  it("sends a code past the phone's hour when none on it is live, so five early codes cannot keep its owner out for the hour", async () => {
    const phone = '9100000302';
    startOfNextHour(testApp);
    const { browser: sender } = await signedInBrowser(testApp, 'early@example.in', '198.51.100.50');
    for (let send = 1; send <= 5; send++) {
      expect((await sender.post('/api/sendotp', { phoneNumber: phone })).statusCode).toBe(200);
      testApp.clock.advance(30 * SECOND);
    }
    const { browser } = await signedInBrowser(testApp, 'owner.later@example.in', '198.51.100.51');
    // The fifth code is still live: the phone's hour holds.
    expect((await browser.post('/api/sendotp', { phoneNumber: phone })).statusCode).toBe(429);
    testApp.clock.advance(10 * 60 * SECOND);
    const sent = await browser.post('/api/sendotp', { phoneNumber: phone });
    expect(sent.statusCode, sent.body).toBe(200);
    // That code, live now, holds the cap again for everyone else.
    testApp.clock.advance(30 * SECOND);
    expect((await sender.post('/api/sendotp', { phoneNumber: phone })).statusCode).toBe(429);
    const code = await codeSentTo(testApp, phone);
    const verified = await browser.post('/api/verifyotp', { phoneNumber: phone, otp: code });
    expect(verified.statusCode).toBe(200);
  });

  it('limits codes sent from one address to 20 an hour, whichever account asks', async () => {
    const ip = '203.0.113.77';
    for (let account = 1; account <= 4; account++) {
      const { browser } = await signedInBrowser(testApp, `same.ip${account}@example.in`, ip);
      for (let send = 1; send <= 5; send++) {
        const answer = await browser.post('/api/sendotp', {
          phoneNumber: `92000000${account}${send}`,
        });
        expect(answer.statusCode, answer.body).toBe(200);
        testApp.clock.advance(30 * SECOND);
      }
    }
    const { browser } = await signedInBrowser(testApp, 'same.ip5@example.in', ip);
    const refused = await browser.post('/api/sendotp', { phoneNumber: '9200000099' });
    expect(refused.statusCode).toBe(429);
    const { browser: elsewhere } = await signedInBrowser(testApp, 'other.ip@example.in');
    expect((await elsewhere.post('/api/sendotp', { phoneNumber: '9200000099' })).statusCode).toBe(
      200,
    );
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

describe('phone verification with MSG91 configured', () => {
  let fake: Awaited<ReturnType<typeof startMsg91Fake>>;
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    fake = await startMsg91Fake('msg91-key');
    testApp = await buildAccountsApp({
      env: {
        MSG91_AUTH_KEY: 'msg91-key',
        MSG91_TEMPLATE_ID: 'otp-template',
        MSG91_BASE_URL: fake.baseUrl,
      },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await fake.stop();
  });

  it('texts the code at once and records it sent', async () => {
    const { browser } = await signedInBrowser(testApp, 'sms@example.in');
    const response = await browser.post('/api/sendotp', { phoneNumber: '9876500001' });
    expect(response.json()).toEqual({ type: 'success', message: 'OTP sent' });
    const text = await lastMessageTo(testApp, '919876500001');
    expect(text?.status).toBe('sent');
    expect(fake.calls.at(-1)?.query).toMatchObject({
      mobile: '919876500001',
      otp: (text?.payload as { otp: string } | undefined)?.otp,
      template_id: 'otp-template',
    });
  });

  it('answers the spec message when MSG91 refuses, and does not retry a code that would arrive late', async () => {
    fake.answerWith(() => ({ status: 200, body: { type: 'error', message: 'Mobile not valid' } }));
    const { browser } = await signedInBrowser(testApp, 'refused@example.in');
    const response = await browser.post('/api/sendotp', { phoneNumber: '9876500002' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      type: 'error',
      message: 'Server Error! Not able to send OTP!',
      code: 'OTP_NOT_SENT',
    });
    expect((await lastMessageTo(testApp, '919876500002'))?.status).toBe('failed');
  });
});

describe("one phone's texts across accounts (docs/decisions/088-a-phone-texted-within-its-cap.md)", () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  const BUSY = {
    type: 'error',
    message:
      'This number was sent a verification code a moment ago. Kindly enter the latest code it received.',
    code: 'RATE_LIMITED',
  };

  it('texts one code when four accounts ask at once, and its owner still verifies with it', async () => {
    const victim = '9000000077';
    const answers = [];
    for (let account = 1; account <= 4; account += 1) {
      const { browser } = await signedInBrowser(testApp, `bomber${account}@example.in`);
      answers.push(await browser.post('/api/sendotp', { phoneNumber: victim }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 429, 429, 429]);
    expect(answers[1]?.json()).toEqual(BUSY);
    const texts = await testApp.database.db
      .selectFrom('outbox')
      .select('id')
      .where('recipient', '=', `91${victim}`)
      .execute();
    expect(texts).toHaveLength(1);

    // The phone's owner asks too, is told to use the code the phone has, and verifies with it.
    const owner = await signedInBrowser(testApp, 'owner@example.in');
    const asked = await owner.browser.post('/api/sendotp', { phoneNumber: victim });
    expect(asked.json()).toEqual(BUSY);
    const received = await codeSentTo(testApp, victim);
    const verified = await owner.browser.post('/api/verifyotp', {
      phoneNumber: victim,
      otp: received,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().message).toBe('OTP Verified');
  });
});
