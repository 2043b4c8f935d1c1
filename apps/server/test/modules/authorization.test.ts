import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  lastMessageTo,
  signedInBrowser,
} from './accounts/support';

/**
 * docs/decisions/005-the-session-decides-the-user.md for every user-scoped call: the user is the
 * session's. A body naming another user's id is refused (403), another user's address is not found
 * (404), and no answer shows their data.
 */
describe('authorization matrix', () => {
  let testApp: AccountsTestApp;
  let owner: { browser: Browser; userId: string };
  let intruder: { browser: Browser; userId: string };
  let ownerAddressId: string;

  beforeAll(async () => {
    testApp = await buildAccountsApp();
    owner = await signedInBrowser(testApp, 'owner@example.in');
    intruder = await signedInBrowser(testApp, 'intruder@example.in');
    const added = await owner.browser.post('/api/addaddress', {
      title: 'Home',
      address: 'Secret Lane 7',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
    });
    ownerAddressId = added.json().addresses[0].addressid;
    await owner.browser.post('/api/updateuser', {
      firstName: 'Owner',
      lastName: 'Person',
      number: '9888800000',
    });
  });
  afterAll(() => testApp.close());

  const profile = { firstName: 'Mallory', lastName: 'Intruder', number: '9777700000' };
  const address = { title: 'X', address: 'Y', city: 'Z', state: 'Goa', pincode: '403001' };

  const namingOwner = (): Array<[string, object]> => [
    ['/api/fetchAllUserDetails', { id: owner.userId }],
    ['/api/updateuser', { userId: owner.userId, ...profile }],
    ['/api/addaddress', { userid: owner.userId, ...address }],
    ['/api/deladdress', { userid: owner.userId, addressid: ownerAddressId }],
    ['/api/fetchScore', { id: owner.userId }],
    ['/api/updateScore', { id: owner.userId, score: 0, name: 'Owner' }],
  ];

  it('refuses with 403 Forbidden every call whose body names another user', async () => {
    for (const [url, body] of namingOwner()) {
      const response = await intruder.browser.post(url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ message: 'Forbidden', code: 'FORBIDDEN' });
      expect(response.body).not.toContain('owner@example.in');
    }
  });

  it("answers 404 for another user's address, and leaves it in place", async () => {
    const response = await intruder.browser.post('/api/deladdress', { addressid: ownerAddressId });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret Lane');
    const details = await owner.browser.post('/api/fetchAllUserDetails', {});
    expect(details.json().addresses).toHaveLength(1);
  });

  it("changes nothing of the owner's record after every refused call", async () => {
    const details = await owner.browser.post('/api/fetchAllUserDetails', { id: owner.userId });
    expect(details.json().userInfo[0]).toMatchObject({ firstname: 'Owner', number: '9888800000' });
    expect(details.json().addresses).toHaveLength(1);
  });

  it('shows each user only their own record', async () => {
    const mine = await intruder.browser.post('/api/fetchAllUserDetails', {});
    expect(mine.json().userInfo[0].id).toBe(intruder.userId);
    expect(mine.json().addresses).toEqual([]);
    expect(mine.body).not.toContain('owner@example.in');
  });

  it("cannot verify the owner's phone by guessing, nor spend the owner's code", async () => {
    await owner.browser.post('/api/sendotp', { phoneNumber: '9888800000' });
    const code = (await lastMessageTo(testApp, '919888800000'))?.body.slice(0, 4) ?? '';
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let guess = 0; guess < 5; guess++) {
      const response = await intruder.browser.post('/api/verifyotp', {
        phoneNumber: '9888800000',
        otp: wrong,
      });
      expect(response.json()).toMatchObject({ type: 'error', code: 'OTP_REFUSED' });
    }
    // Whoever holds the phone reads its latest code (docs/decisions/088-a-phone-texted-within-its-cap.md):
    // the intruder's guesses left the owner's code whole.
    const owners = await owner.browser.post('/api/verifyotp', {
      phoneNumber: '9888800000',
      otp: code,
    });
    expect(owners.json()).toMatchObject({ type: 'success' });
  });

  it('refuses every user-scoped call without a session', async () => {
    const anonymous = new Browser(testApp);
    for (const [url, body] of [
      ...namingOwner(),
      ['/api/sendotp', { phoneNumber: '9888800000' }] as [string, object],
      ['/api/resendotp', { phoneNumber: '9888800000' }] as [string, object],
      ['/api/verifyotp', { phoneNumber: '9888800000', otp: '1234' }] as [string, object],
    ]) {
      const response = await anonymous.post(url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({
        message: 'Kindly login to proceed!',
        code: 'LOGIN_REQUIRED',
      });
    }
  });
});
