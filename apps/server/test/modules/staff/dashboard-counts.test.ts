import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, type StaffBrowser, staffBrowser } from './support';

// The new leads and open tickets are kept by triggers (migration 0054), not counted per view:
// whatever writes the rows, the dashboard must show what a count over them says.
describe("the dashboard's kept counts", () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'counts@rigforge.in');
  });
  afterAll(() => testApp.close());

  const shown = async () => {
    const answer = await staff.browser.get('/api/admin/dashboard');
    expect(answer.statusCode, answer.body).toBe(200);
    const { newLeads, openTickets } = answer.json();
    return { newLeads, openTickets };
  };
  const counted = async () => {
    const { rows } = await sql<{ newLeads: string; openTickets: string }>`
      select (select count(*) from leads where status = 'new') as "newLeads",
             (select count(*) from tickets where closed_at is null) as "openTickets"
    `.execute(testApp.database.db);
    const [row] = rows;
    return { newLeads: Number(row?.newLeads), openTickets: Number(row?.openTickets) };
  };
  const lead = (name: string, status: 'new' | 'contacted' | 'closed') => ({
    kind: 'callback' as const,
    name,
    email: `${name}@example.in`,
    phone: '9876543210',
    preferred_date: null,
    message: 'Please call',
    user_id: null,
    created_at: testApp.clock.now(),
    status,
  });

  it('follows leads as they come, move between statuses and are deleted', async () => {
    const db = testApp.database.db;
    expect(await shown()).toEqual(await counted());
    const start = (await shown()).newLeads;

    await db
      .insertInto('leads')
      .values([lead('asha', 'new'), lead('bala', 'new'), lead('chitra', 'contacted')])
      .execute();
    expect((await shown()).newLeads).toBe(start + 2);

    await db.updateTable('leads').set({ status: 'contacted' }).where('name', '=', 'asha').execute();
    await db.updateTable('leads').set({ status: 'new' }).where('name', '=', 'chitra').execute();
    await db
      .updateTable('leads')
      .set({ note: 'Called twice' })
      .where('name', '=', 'bala')
      .execute();
    expect((await shown()).newLeads).toBe(start + 2);

    await db.deleteFrom('leads').where('name', 'in', ['bala', 'asha']).execute();
    expect((await shown()).newLeads).toBe(start + 1);
    expect(await shown()).toEqual(await counted());
  });

  it('follows tickets as they are raised, closed, opened again and deleted', async () => {
    const db = testApp.database.db;
    const { customer, orderIds } = await customerWithOrder(testApp, 'tickets@example.in');
    const orderid = orderIds[0] as string;
    const start = (await shown()).openTickets;
    const raise = (description: string) =>
      db
        .insertInto('tickets')
        .values({ user_id: customer.userId, orderid, description, created: testApp.clock.now() })
        .returning('id')
        .executeTakeFirstOrThrow();

    const first = await raise('The fan is loud');
    const second = await raise('A cable is missing');
    expect((await shown()).openTickets).toBe(start + 2);

    const close = (id: string, at: Date | null) =>
      db.updateTable('tickets').set({ closed_at: at }).where('id', '=', id).execute();
    await close(first.id, testApp.clock.now());
    await close(first.id, new Date(testApp.clock.now().getTime() + 1000));
    await db
      .updateTable('tickets')
      .set({ description: 'Loud' })
      .where('id', '=', first.id)
      .execute();
    expect((await shown()).openTickets).toBe(start + 1);

    await close(first.id, null);
    expect((await shown()).openTickets).toBe(start + 2);

    await db.deleteFrom('tickets').where('id', '=', second.id).execute();
    expect((await shown()).openTickets).toBe(start + 1);
    expect(await shown()).toEqual(await counted());
  });

  it('starts a new day at midnight in India, with nothing written in between', async () => {
    const IST_MS = 5.5 * 60 * 60 * 1000;
    const DAY_MS = 24 * 60 * 60 * 1000;
    const indian = testApp.clock.now().getTime() + IST_MS;
    // Three minutes before the next midnight in India: a fresh sign-in, and one more order today.
    testApp.clock.advance(DAY_MS - (indian % DAY_MS) - 3 * 60 * 1000);
    const lateStaff = await staffBrowser(testApp, 'late@rigforge.in');
    const today = async () => (await lateStaff.browser.get('/api/admin/dashboard')).json().today;
    const earlier = (await today()).orders;
    const { orderIds } = await customerWithOrder(testApp, 'late@example.in');
    expect((await today()).orders).toBe(earlier + orderIds.length);

    testApp.clock.advance(3 * 60 * 1000);
    expect(await today()).toEqual({ orders: 0, revenue: 0 });
  });
});
