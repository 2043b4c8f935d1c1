import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from './accounts/support';

const home = {
  title: 'Home',
  address: '12, 3rd Cross, Anna Nagar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600040',
};

describe('addresses', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let userId: string;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser, userId } = await signedInBrowser(testApp, 'addresses@example.in'));
  });
  afterAll(() => testApp.close());

  it('adds an address as one line "line, city, state, pincode"', async () => {
    const response = await browser.post('/api/addaddress', { userid: userId, ...home });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Address Added Successfully!!',
      addresses: [
        {
          addressid: expect.any(String),
          title: 'Home',
          address: '12, 3rd Cross, Anna Nagar, Chennai, Tamil Nadu, 600040',
        },
      ],
    });
  });

  it('refuses a pincode of another postal region than its state (decision 089)', async () => {
    const response = await browser.post('/api/addaddress', {
      ...home,
      city: 'Kochi',
      state: 'Kerala',
      pincode: '110001',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'This pincode is not in the state you chose. Please check the pincode and the state.',
      code: 'BAD_REQUEST',
    });
  });

  it('lists addresses in the user record, oldest first', async () => {
    testApp.clock.advance(1000);
    await browser.post('/api/addaddress', {
      ...home,
      title: 'Office',
      state: 'Ladakh',
      pincode: '194101',
    });
    const details = await browser.post('/api/fetchAllUserDetails', { id: userId });
    expect(details.json().addresses.map((address: { title: string }) => address.title)).toEqual([
      'Home',
      'Office',
    ]);
  });

  it('deletes an address and answers the rest', async () => {
    const before = (await browser.post('/api/fetchAllUserDetails', {})).json().addresses;
    const response = await browser.post('/api/deladdress', {
      addressid: before[0].addressid,
      userid: userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ addresses: [before[1]] });
    const again = await browser.post('/api/deladdress', { addressid: before[0].addressid });
    expect(again.statusCode).toBe(404);
    const notAnId = await browser.post('/api/deladdress', { addressid: 'home' });
    expect(notAnId.statusCode).toBe(404);
  });

  it.each([
    [{ title: '' }, 'All details are mandatory!'],
    [{ address: '   ' }, 'All details are mandatory!'],
    [{ city: undefined }, 'All details are mandatory!'],
    [{ state: '' }, 'All details are mandatory!'],
    [{ state: 'Orissa' }, 'All details are mandatory!'],
    [{ pincode: '' }, 'All details are mandatory!'],
    [{ pincode: '60004' }, 'Please enter valid 6 digit pincode!'],
    [{ pincode: '060040' }, 'Please enter valid 6 digit pincode!'],
    [{ title: '', pincode: '1' }, 'All details are mandatory!'],
    [{ address: 'x'.repeat(301) }, 'Please keep the details under 300 characters!'],
  ])('refuses %o with the spec message', async (change, message) => {
    const response = await browser.post('/api/addaddress', { ...home, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'BAD_REQUEST' });
  });
});
