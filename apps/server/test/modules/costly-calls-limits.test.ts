import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

const TOO_MANY = { message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' };
const home = {
  title: 'Home',
  address: '12, 3rd Cross, Anna Nagar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600040',
};

describe('limits on calls that cost the shop', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('opens at most 10 payments per user in 10 minutes, then refuses saying so', async () => {
    const { browser } = await signedInBrowser(testApp, 'payer@example.in');
    for (let call = 0; call < 10; call += 1) {
      expect((await browser.post('/api/pay', {})).statusCode).not.toBe(429);
    }
    const refused = await browser.post('/api/pay', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    // Another customer is not affected; the same one may pay again once the window has passed.
    const { browser: other } = await signedInBrowser(testApp, 'other-payer@example.in');
    expect((await other.post('/api/pay', {})).statusCode).not.toBe(429);
    testApp.clock.advance(10 * 60_000);
    expect((await browser.post('/api/pay', {})).statusCode).not.toBe(429);
  });

  it('shares at most 30 builds an hour from one address, signed in or not', async () => {
    const guest = new Browser(testApp, '198.51.100.40');
    for (let call = 0; call < 30; call += 1) {
      expect((await guest.post('/api/addBuild', {})).statusCode).not.toBe(429);
    }
    const refused = await guest.post('/api/addBuild', {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect((await new Browser(testApp).post('/api/addBuild', {})).statusCode).not.toBe(429);
  });

  it('keeps at most 20 addresses per user, and takes one again after a delete', async () => {
    const { browser } = await signedInBrowser(testApp, 'many-homes@example.in');
    const adds = await Promise.all(
      Array.from({ length: 22 }, (_, index) =>
        browser.post('/api/addaddress', { ...home, title: `Home ${index}` }),
      ),
    );
    expect(adds.filter((response) => response.statusCode === 201)).toHaveLength(20);
    const refused = adds.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.json()).toEqual({
      message: 'You can save up to 20 addresses. Kindly delete one to add another.',
      code: 'ADDRESS_LIMIT',
    });
    const list = (await browser.post('/api/fetchAllUserDetails', {})).json().addresses;
    expect(list).toHaveLength(20);
    await browser.post('/api/deladdress', { addressid: list[0].addressid });
    expect((await browser.post('/api/addaddress', home)).statusCode).toBe(201);
  });

  it('draws at most 20 invoice PDFs, 5 data exports and 30 new games per user, then refuses saying so', async () => {
    const { browser } = await signedInBrowser(testApp, 'costly@example.in');
    const limits = [
      { call: () => browser.get('/api/invoices/RF-ORDER-1'), allowed: 20 },
      { call: () => browser.post('/api/exportMyData', {}), allowed: 5 },
      { call: () => browser.post('/api/startGame', {}), allowed: 30 },
    ];
    for (const { call, allowed } of limits) {
      for (let index = 0; index < allowed; index += 1) {
        const answer = await call();
        expect(answer.statusCode, answer.body.slice(0, 200)).not.toBe(429);
      }
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    }
    // Another customer is not affected.
    const { browser: other } = await signedInBrowser(testApp, 'other-costly@example.in');
    expect((await other.post('/api/exportMyData', {})).statusCode).toBe(200);
  });
});
