import { dataRightsRecordSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { type StaffBrowser, staffBrowser } from '../staff/support';

// md5 digits as a uuid column takes them, as a bulk seed makes ids: 'b6a8' and '31c3' are no
// RFC 9562 version or variant, which PostgreSQL never asks for.
const USER_ID = '0cc175b9-c0f1-b6a8-31c3-99e269772661';
const REQUEST_ID = '92eb5ffe-e6ae-2fec-3ad7-1c777531578f';

/**
 * The admins' data-rights page on a database whose ids are PostgreSQL uuids without version digits
 * (docs/api/data-rights.md#for-the-shops-admins): listed and acted on like any other.
 */
describe('the data-rights page with ids a uuid column holds but that name no uuid version', () => {
  let testApp: ShopTestApp;
  let admin: StaffBrowser;

  beforeAll(async () => {
    testApp = await buildShopApp();
    admin = await staffBrowser(testApp, 'ada@rigforge.in', 'admin');
    const now = testApp.clock.now();
    const { db } = testApp.database;
    await db
      .insertInto('users')
      .values({ id: USER_ID, firstname: 'Old', lastname: 'Seed', email: 'erased@seed.invalid' })
      .execute();
    await db
      .insertInto('data_rights_requests')
      .values({
        id: REQUEST_ID,
        user_id: USER_ID,
        kind: 'erasure',
        requested_at: now,
        completed_at: now,
        report: JSON.stringify({ users: { rule: 'anonymise', rows: 1 } }),
      })
      .execute();
    await db
      .insertInto('crm_copies_to_delete')
      .values({ request_id: REQUEST_ID, email: 'old@seed.invalid', phone: null, created_at: now })
      .execute();
  });
  afterAll(() => testApp.close());

  it('lists the request with its stored ids', async () => {
    const answer = await admin.browser.get('/api/admin/data-rights');
    expect(answer.statusCode, answer.body).toBe(200);
    const [request] = answer.json().requests;
    expect(dataRightsRecordSchema.parse(request)).toMatchObject({
      id: REQUEST_ID,
      userId: USER_ID,
      kind: 'erasure',
      crmCopy: { email: 'old@seed.invalid', deletedAt: null },
    });
  });

  it("takes the request's id when an admin says the CRM's copy is deleted", async () => {
    const answer = await admin.browser.post('/api/admin/data-rights/crm-copy-deleted', {
      requestId: REQUEST_ID,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().request).toMatchObject({
      id: REQUEST_ID,
      crmCopy: { email: null, deletedBy: admin.email },
    });
  });
});
