import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  type Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../accounts/support';

describe('saving a phone when an invalid GST number is stored', () => {
  let testApp: AccountsTestApp;
  let browser: Browser;
  let userId: string;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
    ({ browser, userId } = await signedInBrowser(testApp, 'old-gst@example.in'));
    // Saved before a phone was given, when the GSTIN was not checked.
    await testApp.database.db
      .updateTable('users')
      .set({ gst: 'PENDING' })
      .where('id', '=', userId)
      .execute();
  });
  afterAll(() => testApp.close());

  // The phone prompt sends the profile as it stands with the new phone (it has no GST field).
  const profileWith = (changes: object) => ({
    userId,
    firstName: 'Asha',
    lastName: 'Rao',
    gst: 'PENDING',
    ...changes,
  });

  it('saves the phone and keeps the stored GST number as it is', async () => {
    const response = await browser.post('/api/updateuser', profileWith({ number: '9876543210' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().userInfo[0]).toMatchObject({ number: '9876543210', gst: 'PENDING' });
  });

  it('still refuses a new GST number that is not a GSTIN once a phone is given', async () => {
    const response = await browser.post(
      '/api/updateuser',
      profileWith({ number: '9876543210', gst: 'NOTAGSTIN' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid GST number!',
      code: 'BAD_REQUEST',
    });
  });
});
