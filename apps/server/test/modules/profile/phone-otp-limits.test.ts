import { API_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp, signedInBrowser } from '../accounts/support';
import { codeSentTo, MINUTE, SECOND, startOfNextHour } from './phone-otp-support';

describe('phone verification limits', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

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
