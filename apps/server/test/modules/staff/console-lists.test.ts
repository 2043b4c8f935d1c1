import { COUNT_STEP } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { customerWithOrder, type StaffBrowser, staffBrowser } from './support';

/** The console's lists on a big shop: searches and counts (docs/decisions/110-a-year-of-a-busy-shop.md). */
describe('console lists: the orders search and counts that stop past the page', () => {
  let testApp: ShopTestApp;
  let admin: StaffBrowser;
  let found: string[];
  let other: string[];

  beforeAll(async () => {
    testApp = await buildShopApp();
    admin = await staffBrowser(testApp, 'lists-desk@rigforge.in', 'admin');
    const meena = await customerWithOrder(testApp, 'meena.s@example.in');
    const asha = await customerWithOrder(testApp, 'asha.k@example.in');
    found = meena.orderIds;
    other = asha.orderIds;
    const { db } = testApp.database;
    await db
      .updateTable('users')
      .set({ firstname: 'Meenakshi', lastname: 'Sundaram', number: '9123405678' })
      .where('email', '=', 'meena.s@example.in')
      .execute();
  });
  afterAll(() => testApp.close());

  const search = async (q: string) => {
    const answer = await admin.browser.get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as {
      orders: { orderid: string; orderNumber: string }[];
      total: number;
      totalCapped: boolean;
    };
    expect(body.total).toBe(body.orders.length);
    expect(body.totalCapped).toBe(false);
    return body.orders;
  };
  const ids = async (q: string) => (await search(q)).map((order) => order.orderid).sort();

  it("finds a customer's orders by any part of their name or email, in any case", async () => {
    for (const q of ['Meenakshi Sundaram', 'kshi sun', 'SUNDARAM', 'meena.s@', 'S@EXAMPLE']) {
      expect(await ids(q), q).toEqual([...found].sort());
    }
    // A whole address is that customer's, not every address ending with it.
    expect(await ids('Asha.K@example.in')).toEqual([...other].sort());
    expect(await ids('k@example.in')).toEqual([]);
  });

  it('finds them by their phone number however it is written, or by its last digits', async () => {
    for (const q of ['9123405678', '+91 91234 05678', '091234-05678', '05678']) {
      expect(await ids(q), q).toEqual([...found].sort());
    }
  });

  it('reads % and _ as themselves, and one or two letters only as the start of a number', async () => {
    expect(await ids('n_k')).toEqual([]);
    expect(await ids('%')).toEqual([]);
    const twoLetters = await search('Me');
    for (const order of twoLetters) expect(order.orderNumber).toMatch(/^OD-ME/);
  });

  it('counts a long list up to ten thousand, and further on a page past them', async () => {
    const { db } = testApp.database;
    const many = COUNT_STEP + 50;
    await sql`insert into leads (kind, name, email, phone, preferred_date, message, created_at)
      select 'callback', 'Lead ' || g, 'lead' || g || '@example.in', '9000000000', null, 'Call me',
        now() - g * interval '1 minute'
      from generate_series(1, ${many}) g`.execute(db);
    const leads = async (page: number) =>
      (await admin.browser.get(`/api/admin/leads?page=${page}&pageSize=25`)).json();

    const first = await leads(1);
    expect(first.leads).toHaveLength(25);
    expect([first.total, first.totalCapped]).toEqual([COUNT_STEP, true]);
    // Page 400 ends at the ten thousandth lead: its count goes on, and finds the end.
    const far = await leads(400);
    expect(far.leads).toHaveLength(25);
    expect([far.total, far.totalCapped]).toEqual([many, false]);
    const last = await leads(403);
    expect(last.leads).toHaveLength(0);
    expect([last.total, last.totalCapped]).toEqual([many, false]);
    // A filter the list holds few of counts them exactly.
    const careers = (await admin.browser.get('/api/admin/leads?source=careers')).json();
    expect([careers.total, careers.totalCapped]).toEqual([careers.leads.length, false]);
  });

  it('counts the audit log and the tickets the same way', async () => {
    const { db } = testApp.database;
    await sql`insert into audit_log (staff_id, staff_email, action, subject, at)
      select ${admin.userId}, ${admin.email}, 'lists.test', 'entry ' || g, now()
      from generate_series(1, ${COUNT_STEP + 1}) g`.execute(db);
    const audit = (await admin.browser.get('/api/admin/audit?action=lists.test')).json();
    expect([audit.entries.length, audit.total, audit.totalCapped]).toEqual([25, COUNT_STEP, true]);
    const one = (await admin.browser.get('/api/admin/audit?subject=entry%207')).json();
    expect([one.entries.length, one.total, one.totalCapped]).toEqual([1, 1, false]);

    const [orderId] = found as [string];
    await sql`insert into tickets (user_id, orderid, description, created)
      select o.user_id, o.orderid, 'Ticket ' || g, now() from orders o
      cross join generate_series(1, ${COUNT_STEP + 1}) g where o.orderid = ${orderId}`.execute(db);
    const tickets = (await admin.browser.get('/api/admin/tickets?status=open')).json();
    expect([tickets.tickets.length, tickets.total, tickets.totalCapped]).toEqual([
      25,
      COUNT_STEP,
      true,
    ]);
    const closed = (await admin.browser.get('/api/admin/tickets?status=closed')).json();
    expect([closed.total, closed.totalCapped]).toEqual([0, false]);
  });
});
