import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../accounts/support';

const profile = {
  firstName: 'Asha',
  lastName: 'Rao',
  number: '9876543210',
  dob: '1995-08-15',
  gender: 'Female',
  gst: '27AAPFU0939F1ZV',
};

describe('POST /api/updateuser', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let userId: string;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser, userId } = await signedInBrowser(testApp, 'asha@example.in'));
  });
  afterAll(() => testApp.close());

  const update = (body: object) => browser.post('/api/updateuser', { userId, ...body });
  const setVerified = (verified: number) =>
    testApp.database.db.updateTable('users').set({ verified }).where('id', '=', userId).execute();

  it('saves the profile and answers the user info', async () => {
    const response = await update(profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'User Updated Successfully!!',
      userInfo: [
        {
          id: userId,
          firstname: 'Asha',
          lastname: 'Rao',
          dob: '1995-08-15',
          gender: 'Female',
          number: '9876543210',
          email: 'asha@example.in',
          gst: '27AAPFU0939F1ZV',
          verified: 0,
          contactClicked: null,
          legalViewed: null,
          checkoutClicked: null,
          paymentAttempted: null,
        },
      ],
    });
  });

  it('never takes verified from the browser', async () => {
    const response = await update({ ...profile, verified: 1 });
    expect(response.json().userInfo[0].verified).toBe(0);
  });

  it('keeps a verified phone verified when the number is unchanged', async () => {
    await setVerified(1);
    const response = await update({ ...profile, firstName: 'Asha Devi' });
    expect(response.json().userInfo[0]).toMatchObject({ firstname: 'Asha Devi', verified: 1 });
  });

  it('resets verification when the number changes, and when it is removed', async () => {
    await setVerified(1);
    expect((await update({ ...profile, number: '9123456780' })).json().userInfo[0].verified).toBe(
      0,
    );
    await setVerified(1);
    const removed = await update({ ...profile, number: '', gst: '' });
    expect(removed.json().userInfo[0]).toMatchObject({ number: null, gst: null, verified: 0 });
  });

  it('clears empty optional fields and ignores a changed email', async () => {
    const response = await update({
      firstName: 'Asha',
      lastName: 'Rao',
      number: null,
      dob: '',
      gender: '',
      gst: null,
      email: 'someone.else@example.in',
    });
    expect(response.json().userInfo[0]).toMatchObject({
      dob: null,
      gender: null,
      number: null,
      gst: null,
      email: 'asha@example.in',
    });
  });

  it('checks the GST number as a real GSTIN, with a phone or without one (decision 089)', async () => {
    const withPhone = await update({ ...profile, gst: '27AAPFU0939F1ZW' });
    expect(withPhone.statusCode).toBe(400);
    expect(withPhone.json()).toEqual({
      message: 'Please enter a valid GST number!',
      code: 'BAD_REQUEST',
    });
    const withoutPhone = await update({ ...profile, number: '', gst: 'PENDING' });
    expect(withoutPhone.statusCode).toBe(400);
    expect(withoutPhone.json()).toEqual({
      message: 'Please enter a valid GST number!',
      code: 'BAD_REQUEST',
    });
    const tooLong = await update({ ...profile, number: '', gst: '27AAPFU0939F1ZVX' });
    expect(tooLong.json()).toEqual({
      message: 'Please enter a valid GST number!',
      code: 'BAD_REQUEST',
    });
    const lowerCase = await update({ ...profile, gst: '27aapfu0939f1zv' });
    expect(lowerCase.json().userInfo[0].gst).toBe('27AAPFU0939F1ZV');
  });

  it.each([
    [{ firstName: '' }, 'Please enter a valid first name!', 'BAD_REQUEST'],
    [{ lastName: 'R4o' }, 'Please enter a valid last name!', 'BAD_REQUEST'],
    [{ number: '12345' }, 'Please enter a valid 10 digit phone number!', 'BAD_REQUEST'],
    [{ gender: 'Other' }, 'Please select Male or Female!', 'BAD_REQUEST'],
    [{ dob: '1995-02-30' }, 'Please enter a valid date of birth!', 'BAD_REQUEST'],
    [{ dob: '2999-01-01' }, 'Please enter a valid date of birth!', 'INVALID_DATE_OF_BIRTH'],
  ])('refuses %o with its message', async (change, message, code) => {
    const response = await update({ ...profile, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code });
  });
});
