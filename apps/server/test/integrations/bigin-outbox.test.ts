import { SHOP_EVENTS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_POLICY } from '../../src/platform/outbox/dispatcher';
import { type AccountsTestApp, Browser, buildAccountsApp } from '../modules/accounts/support';
import { callbackData } from '../modules/leads/support';
import { startBiginFake } from './bigin-fake';

/** The shop configured for Zoho Bigin, its outbox run by hand on the test's clock. */
describe('leads reach Zoho Bigin through the outbox', () => {
  let fake: Awaited<ReturnType<typeof startBiginFake>>;
  let testApp: AccountsTestApp;
  const crmRows = () =>
    testApp.database.db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'status', 'attempts', 'next_attempt_at'])
      .where('channel', '=', 'crm')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    fake = await startBiginFake();
    testApp = await buildAccountsApp({ env: fake.shopEnv });
    await testApp.app.ready();
    // The test runs the outbox itself, so nothing is delivered behind its back.
    await testApp.app.outbox.stop();
  });
  afterAll(async () => {
    await testApp.close();
    await fake.stop();
  });

  it('loses nothing while Bigin is down, and delivers everything once it is back', async () => {
    expect(testApp.app.outbox.delivers('crm')).toBe(true);
    fake.goDown();
    const browser = new Browser(testApp);
    await browser.post('/api/callback', { data: callbackData({ email: 'one@example.in' }) });
    await browser.post('/api/careers', {
      data: { name: 'Two Person', email: 'two@example.in', phone: '9000000002', description: 'Hi' },
    });
    const fest = SHOP_EVENTS['tech-fest'];
    await browser.post('/api/formData', {
      eventName: fest.name,
      name: 'Three Person',
      email: 'three@example.in',
      number: '9000000003',
    });
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    // Down for three hours: every retry fails, backing off, and nothing is given up, past the
    // attempts after which another channel's message would be.
    for (let waited = 0; waited < 3 * 60 * 60_000; waited += 5 * 60_000) {
      testApp.clock.advance(5 * 60_000);
      expect(await testApp.app.outbox.runOnce()).toBe(0);
    }
    const waiting = await crmRows();
    expect(waiting.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
    expect(Math.min(...waiting.map((row) => row.attempts))).toBeGreaterThan(
      OUTBOX_POLICY.maxAttempts,
    );

    fake.comeBack();
    testApp.clock.advance(60 * 60_000);
    expect(await testApp.app.outbox.runOnce()).toBe(3);
    expect((await crmRows()).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    expect([...fake.contacts.keys()].sort()).toEqual([
      'one@example.in',
      'three@example.in',
      'two@example.in',
    ]);
    expect(fake.contacts.get('three@example.in')?.record).toMatchObject({
      First_Name: 'Three',
      Last_Name: 'Person',
      Mobile: '+919000000003',
      Description: `Registered for ${fest.name} on ${fest.date}`,
    });
  });

  it('waits out a limit answer without spending attempts, then delivers', async () => {
    fake.limit(120);
    const browser = new Browser(testApp);
    await browser.post('/api/callback', { data: callbackData({ email: 'four@example.in' }) });
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    const [limited] = (await crmRows()).filter((row) => row.recipient === 'four@example.in');
    expect(limited).toMatchObject({ status: 'pending', attempts: 0 });
    expect(limited?.next_attempt_at).toEqual(new Date(testApp.clock.now().getTime() + 120_000));
    fake.comeBack();
    testApp.clock.advance(60_000);
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    testApp.clock.advance(60_000);
    expect(await testApp.app.outbox.runOnce()).toBe(1);
    expect(fake.contacts.has('four@example.in')).toBe(true);
  });

  it('renews an expired token on the way, and updates the contact it already has', async () => {
    fake.expireTokens();
    const grants = fake.tokenGrants();
    await new Browser(testApp).post('/api/callback', {
      data: callbackData({ email: 'ONE@example.in', message: 'Please call after 6 pm' }),
    });
    expect(await testApp.app.outbox.runOnce()).toBe(1);
    expect(fake.tokenGrants()).toBe(grants + 1);
    expect(fake.contacts.get('one@example.in')?.record).toMatchObject({
      Description: `Callback requested for ${callbackData().date}: Please call after 6 pm`,
    });
    expect(fake.contacts.size).toBe(4);
  });
});
