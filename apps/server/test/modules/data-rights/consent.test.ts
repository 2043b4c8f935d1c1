import { MARKETING_CONSENT_WORDING } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../accounts/support';

describe('consent to offers', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  const give = (browser: Browser, wordingId: string = MARKETING_CONSENT_WORDING.id) =>
    browser.post('/api/setMarketingConsent', { granted: true, wordingId, source: 'phone-prompt' });

  it('starts unasked, and shows the words the shop asks consent on today', async () => {
    const { browser } = await signedInBrowser(testApp, 'unasked@example.in');
    const answer = await browser.post('/api/marketingConsent', {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      marketing: null,
      history: [],
      current: { id: MARKETING_CONSENT_WORDING.id, text: MARKETING_CONSENT_WORDING.text },
    });
  });

  it('records consent with its time and the exact words agreed to', async () => {
    const { browser, userId } = await signedInBrowser(testApp, 'agrees@example.in');
    const answer = await give(browser);
    expect(answer.statusCode).toBe(200);
    const given = {
      granted: true,
      wordingId: MARKETING_CONSENT_WORDING.id,
      wording: MARKETING_CONSENT_WORDING.text,
      source: 'phone-prompt',
      recordedAt: testApp.clock.now().toISOString(),
    };
    expect(answer.json()).toMatchObject({ marketing: given, history: [given] });
    const stored = await testApp.database.db
      .selectFrom('marketing_consents')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        granted: true,
        wording: MARKETING_CONSENT_WORDING.text,
        recorded_at: testApp.clock.now(),
      }),
    ]);
  });

  it('refuses consent given on words the shop no longer shows', async () => {
    const { browser } = await signedInBrowser(testApp, 'stale@example.in');
    const answer = await give(browser, 'offers-2019-01');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'CONSENT_WORDING_CHANGED',
      message: 'The wording of our offers consent has changed. Kindly read it again.',
    });
    expect((await browser.post('/api/marketingConsent', {})).json().marketing).toBeNull();
  });

  it('withdraws from My Profile as easily, keeping when it was given and when withdrawn', async () => {
    const { browser } = await signedInBrowser(testApp, 'withdraws@example.in');
    await give(browser);
    const given = testApp.clock.now().toISOString();
    testApp.clock.advance(60_000);
    const answer = await browser.post('/api/setMarketingConsent', {
      granted: false,
      wordingId: 'anything',
      source: 'profile',
    });
    expect(answer.statusCode).toBe(200);
    const { marketing, history } = answer.json();
    expect(marketing).toEqual({
      granted: false,
      wordingId: MARKETING_CONSENT_WORDING.id,
      wording: MARKETING_CONSENT_WORDING.text,
      source: 'profile',
      recordedAt: testApp.clock.now().toISOString(),
    });
    expect(
      history.map((each: { granted: boolean; recordedAt: string }) => [
        each.granted,
        each.recordedAt,
      ]),
    ).toEqual([
      [true, given],
      [false, testApp.clock.now().toISOString()],
    ]);
  });

  it("is the signed-in customer's own: another's is never shown, and a visitor must sign in", async () => {
    const { browser: first } = await signedInBrowser(testApp, 'first@example.in');
    await give(first);
    const { browser: second } = await signedInBrowser(testApp, 'second@example.in');
    expect((await second.post('/api/marketingConsent', {})).json().marketing).toBeNull();
    const visitor = await new Browser(testApp).post('/api/marketingConsent', {});
    expect(visitor.statusCode).toBe(401);
  });
});
