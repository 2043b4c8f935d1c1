import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpired } from '../../../src/modules/accounts/housekeeping';
import { type AccountsTestApp, buildAccountsApp, signedInBrowser } from './support';

const DAY = 24 * 60 * 60 * 1000;

describe('accounts housekeeping', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('removes expired sessions and rate windows over a day old, and keeps live sessions', async () => {
    const { browser } = await signedInBrowser(testApp, 'old@example.in');
    testApp.clock.advance(29 * DAY);
    await signedInBrowser(testApp, 'new@example.in');
    testApp.clock.advance(2 * DAY);
    await pruneExpired(testApp.database.db, testApp.clock.now(), DAY);
    const sessions = await testApp.database.db.selectFrom('sessions').select('user_id').execute();
    expect(sessions).toHaveLength(1);
    expect((await browser.post('/api/authenticate')).statusCode).toBe(401);
    const windows = await testApp.database.db.selectFrom('rate_limits').select('key').execute();
    expect(windows).toEqual([]);
  });
});
