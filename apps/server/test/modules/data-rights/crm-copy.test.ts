import { dataRightsRecordSchema } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOutboxRepository } from '../../../src/platform/outbox/repository';
import { testDatabaseKind } from '../../helper';
import { startBiginFake } from '../../integrations/bigin-fake';
import { Browser, createUser, PASSWORD } from '../accounts/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { type StaffBrowser, staffBrowser } from '../staff/support';
import { everyRowAsText, tablesMentioning } from './support';

/**
 * Erasure and the CRM's copy (docs/api/data-rights.md#for-the-shops-admins): the shop configured
 * for Zoho Bigin (a local fake), its outbox run by hand on the test's clock.
 */
describe("the admins' data-rights page and the CRM's copy of an erased customer", () => {
  let fake: Awaited<ReturnType<typeof startBiginFake>>;
  let testApp: ShopTestApp;
  let admin: StaffBrowser;
  let staff: StaffBrowser;
  const synced = { email: 'synced@example.in', phone: '9811122233' };
  const unsent = { email: 'unsent@example.in', phone: '9822233344' };
  let syncedErasure: string;
  let unsentErasure: string;

  /** A customer who read a policy page, so the CRM is told of them; then they erase. */
  async function customerWhoErases(person: { email: string; phone: string }, deliver: boolean) {
    const userId = await createUser(testApp, { email: person.email, number: person.phone });
    const browser = new Browser(testApp);
    await browser.post('/api/login', { email: person.email, password: PASSWORD });
    await browser.post('/api/bigin', { activity: 'legalViewed' });
    if (deliver) expect(await testApp.app.outbox.runOnce()).toBe(1);
    testApp.clock.advance(60_000);
    expect((await browser.post('/api/exportMyData', {})).statusCode).toBe(200);
    testApp.clock.advance(60_000);
    const erased = await browser.post('/api/eraseMyAccount', { email: person.email });
    expect(erased.statusCode).toBe(200);
    const request = await testApp.database.db
      .selectFrom('data_rights_requests')
      .select('id')
      .where('user_id', '=', userId)
      .where('kind', '=', 'erasure')
      .executeTakeFirstOrThrow();
    return request.id;
  }

  const dataRights = (query = '') => admin.browser.get(`/api/admin/data-rights${query}`);
  const markDeleted = (who: StaffBrowser, requestId: string) =>
    who.browser.post('/api/admin/data-rights/crm-copy-deleted', { requestId });
  const audited = () =>
    testApp.database.db
      .selectFrom('audit_log')
      .select(['staff_email', 'action', 'subject'])
      .where('action', '=', 'data-rights.crm-copy-deleted')
      .execute();

  beforeAll(async () => {
    fake = await startBiginFake();
    testApp = await buildShopApp({ env: fake.shopEnv });
    await testApp.app.ready();
    await testApp.app.outbox.stop();
    admin = await staffBrowser(testApp, 'ada@rigforge.in', 'admin');
    staff = await staffBrowser(testApp, 'sam@rigforge.in', 'staff');
    syncedErasure = await customerWhoErases(synced, true);
    unsentErasure = await customerWhoErases(unsent, false);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
    await fake.stop();
  });

  it('keeps the email and phone the CRM files a synced customer under, and nothing of one it never heard of', async () => {
    expect(fake.contacts.has(synced.email)).toBe(true);
    expect(fake.contacts.has(unsent.email)).toBe(false);
    const database = await everyRowAsText(testApp);
    expect(tablesMentioning(database, synced.email)).toEqual(['crm_copies_to_delete']);
    expect(tablesMentioning(database, synced.phone)).toEqual(['crm_copies_to_delete']);
    expect(tablesMentioning(database, unsent.email)).toEqual([]);
    expect(tablesMentioning(database, unsent.phone)).toEqual([]);
    // The message about the unsent customer went with the erasure, so it never reaches the CRM.
    testApp.clock.advance(60 * 60_000);
    expect(await testApp.app.outbox.runOnce()).toBe(0);
    expect(fake.contacts.has(unsent.email)).toBe(false);
  });

  it('lists downloads and erasures newest first, with what each did and the copy to delete', async () => {
    const answer = await dataRights();
    expect(answer.statusCode).toBe(200);
    const { requests, total, crmCopiesToDelete } = answer.json();
    expect(total).toBe(4);
    expect(crmCopiesToDelete).toBe(1);
    for (const request of requests) dataRightsRecordSchema.parse(request);
    expect(requests.map((r: { kind: string }) => r.kind)).toEqual([
      'erasure',
      'export',
      'erasure',
      'export',
    ]);
    const [unsentErased, , syncedErased, syncedExport] = requests;
    expect(unsentErased).toMatchObject({ id: unsentErasure, account: null, crmCopy: null });
    expect(syncedErased).toMatchObject({
      id: syncedErasure,
      account: null,
      completedAt: expect.any(String),
      crmCopy: { ...synced, deletedAt: null, deletedBy: null },
    });
    expect(syncedErased.tables).toContainEqual({ table: 'users', rule: 'anonymise', rows: 1 });
    expect(syncedExport.tables).toContainEqual({ table: 'users', rule: null, rows: 1 });
    expect(syncedExport.crmCopy).toBeNull();

    const erasures = (await dataRights('?kind=erasure')).json();
    expect(erasures.total).toBe(2);
    expect(erasures.requests.map((r: { id: string }) => r.id)).toEqual([
      unsentErasure,
      syncedErasure,
    ]);
    const second = (await dataRights('?pageSize=5&page=2')).json();
    expect(second).toMatchObject({ requests: [], total: 4 });
    // The admins' dashboard counts the same to-do.
    expect((await admin.browser.get('/api/admin/dashboard')).json().crmCopiesToDelete).toBe(1);
  });

  it('is for admins only: staff are refused and a customer finds nothing', async () => {
    const asStaff = await staff.browser.get('/api/admin/data-rights');
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().code).toBe('FORBIDDEN');
    expect((await markDeleted(staff, syncedErasure)).statusCode).toBe(403);
    const customer = new Browser(testApp);
    await createUser(testApp, { email: 'curious@example.in' });
    await customer.post('/api/login', { email: 'curious@example.in', password: PASSWORD });
    expect((await customer.get('/api/admin/data-rights')).statusCode).toBe(404);
    expect(await audited()).toEqual([]);
  });

  it('answers a request with no copy, or none at all, as not found, and a malformed one clearly', async () => {
    const none = await markDeleted(admin, unsentErasure);
    expect(none.statusCode).toBe(404);
    expect((await markDeleted(admin, crypto.randomUUID())).statusCode).toBe(404);
    const malformed = await markDeleted(admin, 'not-a-request');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Request not found');
  });

  it('clears the email and phone once an admin deletes the contact in the CRM, audited once', async () => {
    const answer = await markDeleted(admin, syncedErasure);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().request.crmCopy).toEqual({
      email: null,
      phone: null,
      deletedAt: testApp.clock.now().toISOString(),
      deletedBy: admin.email,
    });
    const database = await everyRowAsText(testApp);
    expect(tablesMentioning(database, synced.email)).toEqual([]);
    expect(tablesMentioning(database, synced.phone)).toEqual([]);
    expect((await dataRights()).json().crmCopiesToDelete).toBe(0);
    expect((await admin.browser.get('/api/admin/dashboard')).json().crmCopiesToDelete).toBe(0);

    // Said again (another admin, a second click): the first answer stands, audited once.
    testApp.clock.advance(60_000);
    const again = await markDeleted(admin, syncedErasure);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(answer.json());
    expect(await audited()).toEqual([
      {
        staff_email: admin.email,
        action: 'data-rights.crm-copy-deleted',
        subject: `erasure ${syncedErasure}`,
      },
    ]);
  });
  it.runIf(testDatabaseKind === 'postgres')(
    'counts a CRM message a dispatcher is handing over at the very moment of erasure',
    async () => {
      const racing = { email: 'racing@example.in', phone: '9833344455' };
      const userId = await createUser(testApp, { email: racing.email, number: racing.phone });
      const browser = new Browser(testApp);
      await browser.post('/api/login', { email: racing.email, password: PASSWORD });
      await browser.post('/api/bigin', { activity: 'legalViewed' });
      const { db } = testApp.database;
      const message = await db
        .selectFrom('outbox')
        .select('id')
        .where('channel', '=', 'crm')
        .where('recipient', '=', racing.email)
        .executeTakeFirstOrThrow();

      // A dispatcher claims the message and, before its claim commits, the customer erases.
      let erasure: ReturnType<Browser['post']> | undefined;
      await db.transaction().execute(async (trx) => {
        const leaseUntil = new Date(testApp.clock.now().getTime() + 60_000);
        expect(await createOutboxRepository(trx).claim(message.id, leaseUntil)).toBeDefined();
        erasure = browser.post('/api/eraseMyAccount', { email: racing.email });
        // The erasure reaches the message and waits for the claim.
        await vi.waitFor(
          async () => {
            const { rows } = await sql<{ waiting: string }>`
              select count(*) as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(trx);
            expect(Number(rows[0]?.waiting)).toBe(1);
          },
          { timeout: 10_000, interval: 20 },
        );
      });
      expect((await erasure)?.statusCode).toBe(200);

      const erased = await db
        .selectFrom('data_rights_requests')
        .innerJoin(
          'crm_copies_to_delete',
          'crm_copies_to_delete.request_id',
          'data_rights_requests.id',
        )
        .select(['crm_copies_to_delete.email', 'crm_copies_to_delete.phone'])
        .where('data_rights_requests.user_id', '=', userId)
        .execute();
      expect(erased).toEqual([racing]);
    },
  );
});
