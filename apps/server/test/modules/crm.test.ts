import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsApp, signedInBrowser } from './accounts/support';

describe('the CRM call', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('stamps a policy view on the user and queues their contact for the CRM, once per call', async () => {
    const { browser, userId } = await signedInBrowser(testApp, 'crm@example.in');
    const response = await browser.post('/api/bigin', {
      user: { id: userId, firstname: 'ignored' },
      activity: 'legalViewed',
    });
    expect(response.statusCode).toBe(200);
    const details = await browser.post('/api/fetchAllUserDetails', { id: userId });
    expect(details.json().userInfo[0].legalViewed).toBe(testApp.clock.now().toISOString());
    const queued = await testApp.database.db
      .selectFrom('outbox')
      .select(['recipient', 'payload'])
      .where('channel', '=', 'crm')
      .execute();
    expect(queued).toEqual([
      {
        recipient: 'crm@example.in',
        payload: expect.objectContaining({
          source: 'account',
          userId,
          email: 'crm@example.in',
          legalViewed: testApp.clock.now().toISOString(),
          note: `Customer account, phone not verified; policy viewed ${testApp.clock.now().toISOString()}`,
        }),
      },
    ]);
  });

  it('hears of a contact click, and of a checkout started, with the stamp', async () => {
    const { browser, userId } = await signedInBrowser(testApp, 'crm3@example.in');
    await browser.post('/api/bigin', { activity: 'contactClicked' });
    testApp.clock.advance(60_000);
    expect((await browser.post('/api/checkout', { uid: userId })).statusCode).toBe(200);
    const queued = await testApp.database.db
      .selectFrom('outbox')
      .select('payload')
      .where('channel', '=', 'crm')
      .where('recipient', '=', 'crm3@example.in')
      .orderBy('id')
      .execute();
    expect(queued.map(({ payload }) => payload)).toEqual([
      expect.objectContaining({ contactClicked: expect.any(String), checkoutClicked: null }),
      expect.objectContaining({ checkoutClicked: testApp.clock.now().toISOString() }),
    ]);
  });

  it('refuses a visitor without a session, and a body naming another user', async () => {
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/bigin', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'LOGIN_REQUIRED' });
    const { browser } = await signedInBrowser(testApp, 'crm2@example.in');
    const other = await browser.post('/api/bigin', { user: { id: 'someone-else' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
