import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../../modules/accounts/support';

const NUL = '\u0000';
const NUL_MESSAGE = 'Please remove the invisible NUL character from what you entered.';

describe('text with a NUL character', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser } = await signedInBrowser(testApp, 'nul@example.in'));
  });
  afterAll(() => testApp.close());

  it('is refused with 400 in a body, whatever the field', async () => {
    const response = await browser.post('/api/addaddress', {
      title: 'Home',
      address: `12, 3rd Cross${NUL}`,
      city: 'Chennai',
      state: 'Tamil Nadu',
      pincode: '600040',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NUL_MESSAGE, code: 'BAD_REQUEST' });
  });

  it('is refused deep inside a body too', async () => {
    const response = await browser.post('/api/support', {
      orderid: 'x',
      description: ['a', { deeper: `b${NUL}` }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_MESSAGE);
  });

  it('is refused in a path parameter and in a query', async () => {
    const inPath = await browser.get('/api/payment/validate/abc%00def');
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().message).toBe(NUL_MESSAGE);
    const inQuery = await browser.get('/api/verify-email?token=a%00b');
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json().message).toBe(NUL_MESSAGE);
  });
});

describe('names and passwords', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  const registration = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'long@example.in',
    number: '9876543210',
    password: 'Rig#Forge2025',
  };

  it.each([
    ['firstName', 'a'.repeat(1_000_000), 'Please keep the first name under 50 characters!'],
    ['lastName', 'a'.repeat(51), 'Please keep the last name under 50 characters!'],
    ['password', `Aa1#${'a'.repeat(1_000_000)}`, 'Please keep the password under 128 characters!'],
  ])('refuses a %s that is too long, saying so', async (field, value, message) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { ...registration, [field]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('takes a name of 50 letters and a password of 128 characters', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        ...registration,
        email: 'longest@example.in',
        firstName: 'a'.repeat(50),
        password: `Aa1#${'b'.repeat(124)}`,
      },
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a 1 MB password at login before hashing it', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'long@example.in', password: 'a'.repeat(1_000_000) },
    });
    expect(response.statusCode).toBe(400);
  });
});
